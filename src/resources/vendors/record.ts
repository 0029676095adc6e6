import type { IsoDateTime, ObjectId } from '../recordTypes';

/** A vendor of the platform, as stored; /coupons/adminVendorslist lists them with their stores. */
export interface Vendor {
  _id: ObjectId;
  userName: string;
  email: string;
  phone: string;
  countryCode: string;
  /** Ids of the vendor's stores. */
  stores: ObjectId[];
  createdAt: IsoDateTime;
}
