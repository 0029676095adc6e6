/** A business type, for the searchable select of the vendor forms: `{id, name}`, not `_id`. */
export interface BusinessType {
  id: string;
  name: string;
}
