/** Entities of the embedded mock platform API, in the platform's own (irregular) field names. */

/** A 24-hex string, the platform's id format. */
export type ObjectId = string;
/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;
/** ISO timestamp `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export type IsoDateTime = string;

export interface User {
  _id: ObjectId;
  fullName: string;
  email: string;
  phone: string;
  tagLine: string;
  /** Shown as the Role column: 'vendor', 'customer', 'agent', ... */
  userName: string;
  createdAt: IsoDateTime;
}

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

export type CouponStatus = 'Published' | 'Draft' | 'Expired';

export interface Coupon {
  _id: ObjectId;
  title: string;
  description: string;
  discount: number;
  startDate: IsoDate;
  dateOfExpiration: IsoDate;
  couponImage: string;
  /** '' or a path under the API base (see `resolveMediaUrl`), or a data URI of an upload. */
  couponVideo: string;
  /** Free text once edited by an admin; seeded values are CouponStatus. */
  status: string;
  type: number;
  store: ObjectId;
  discountType: ObjectId;
  createdAt: IsoDateTime;
}

export interface DiscountType {
  _id: ObjectId;
  discountValue: 'Percentage' | 'Dollar';
}

export interface BusinessType {
  id: string;
  name: string;
}

export interface Agent {
  _id: ObjectId;
  email: string;
  /** Missing on a few records on purpose: the console defaults it to '+1'. */
  countryCode?: string;
  phone: string;
  first_name: string;
  last_name: string;
  referralNumber: string;
  createdAt: IsoDateTime;
}

export type FeedType = 'Video' | 'Text' | 'Image';

export interface Feed {
  _id: ObjectId;
  feedType: FeedType;
  thumbnail: string;
  /** '' for text feeds; a data URI for images; a path under the API base for videos. */
  url: string;
  caption: string;
  textFeed: { text: string };
  user: { userName: string };
  flagContent: { flagMsg: string }[];
  createdAt: IsoDateTime;
}

export type ListingStatus = 'Active' | 'Sold' | 'Pending' | 'Under Contract';

export interface ListingRow {
  _id: ObjectId;
  csvsheet_id: string;
  list_price: number;
  sold_price: number;
  listing_status: ListingStatus | string;
  address: string;
  city: string;
  /** `YYYY-MM-DD` or '' */
  list_date: string;
  contract_date: string;
  sold_date: string;
  listing_discount: number;
  days_on_market: number;
  repeat: boolean;
}

export type Role = 'admin' | 'subscriber';

/** A login identity (admin, demo subscriber, or someone who registered through /auth/register). */
export interface Account {
  _id: ObjectId;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
  verified: boolean;
  createdAt: IsoDateTime;
}

/** Everything the mock platform stores; persisted as one JSON document. */
export interface MockData {
  version: 1;
  scale: number;
  users: User[];
  vendors: Vendor[];
  stores: Store[];
  adminCoupons: Coupon[];
  vendorCoupons: Coupon[];
  discountTypes: DiscountType[];
  agents: Agent[];
  feeds: Feed[];
  listings: ListingRow[];
  accounts: Account[];
  /** Issued bearer token → account id. */
  tokens: Record<string, ObjectId>;
  /** The resources' own collections (src/resources/<name>/mock.ts), by collection name. */
  collections: Record<string, Record<string, unknown>[]>;
}

/** The in-memory platform database (mocks/db.ts), as the handlers see it. */
export interface MockDb {
  readonly scale: number;
  /** The whole dataset (replaced by reset(): read collections through the getters below). */
  readonly data: MockData;
  readonly users: User[];
  readonly vendors: Vendor[];
  readonly stores: Store[];
  readonly adminCoupons: Coupon[];
  readonly vendorCoupons: Coupon[];
  readonly discountTypes: DiscountType[];
  readonly agents: Agent[];
  readonly feeds: Feed[];
  readonly listings: ListingRow[];
  readonly accounts: Account[];
  /** Issued bearer token → account id. */
  readonly tokens: Record<string, ObjectId>;
  /** A resource mock's rows (see mocks/resourceMock.ts), created empty when unknown. */
  collection(name: string): Record<string, unknown>[];
  /** Writes the dataset to storage when persistence is on; a full storage keeps data in memory only. */
  save(): void;
  /** Re-seeds, replacing everything (and the stored copy). */
  reset(): void;
}
