import type { IsoDateTime, ObjectId } from '../recordTypes';

/** A store (business) of the platform, as stored and listed by /stores/getAllStoresAdmin. */
export interface Store {
  _id: ObjectId;
  businessName: string;
  /** Shown by the console under "Doing business as" when created through /stores/createStore. */
  doingBusinessas: string;
  businessAddress: string;
  businessCity: string;
  businessState: string;
  businessZip: string;
  phone: string;
  countryCode: string;
  isRegistered: boolean;
  /** A data URI (generated SVG or an uploaded image). */
  businessImage: string;
  /** A BusinessType id, or '' when unknown (imported stores). */
  businessType: string;
  contactPerson: string;
  email: string;
  website: string;
  latitude: number | null;
  longitude: number | null;
  /** Owning vendor, or null for stores created or imported without one. */
  vendor: ObjectId | null;
  createdAt: IsoDateTime;
}
