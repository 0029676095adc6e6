import type { CreateStorePayload } from './payloads';

/**
 * The CSV headers of a store's fields, as compared (lower case, letters only): the platform's keys
 * and the aliases a business file may use. One table for the two readers of such a file: the
 * import check (src/pages/uploads/csvColumns.ts) and the mock platform's import (./mock.ts).
 */
export const STORE_HEADER_ALIASES = {
  businessname: 'businessName',
  name: 'businessName',
  businessaddress: 'businessAddress',
  address: 'businessAddress',
  businesscity: 'businessCity',
  city: 'businessCity',
  businessstate: 'businessState',
  state: 'businessState',
  businesszip: 'businessZip',
  zip: 'businessZip',
  zipcode: 'businessZip',
  postalcode: 'businessZip',
  phone: 'phone',
  phonenumber: 'phone',
} as const satisfies Record<string, keyof CreateStorePayload>;

/** A store field a business file's header may name. */
export type StoreHeaderField = (typeof STORE_HEADER_ALIASES)[keyof typeof STORE_HEADER_ALIASES];
