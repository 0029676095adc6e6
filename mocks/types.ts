/**
 * What only the mock platform has: its login accounts and the shape of its database. The
 * records it stores are the resources' own (src/resources/<name>/record.ts), shared with the console.
 */
import type { Agent } from '../src/resources/agents/record';
import type { Coupon } from '../src/resources/coupons/record';
import type { DiscountType } from '../src/resources/discountTypes/record';
import type { Feed } from '../src/resources/feeds/record';
import type { IsoDateTime, ObjectId } from '../src/resources/recordTypes';
import type { Store } from '../src/resources/stores/record';
import type { User } from '../src/resources/users/record';
import type { Vendor } from '../src/resources/vendors/record';
import type { ListingRow } from '../src/resources/weeklyData/record';

/**
 * A listing row as the weekly host keeps it: an update's values are stored as sent, text or
 * number, whatever the field (only the ids and `repeat` are never written by a call).
 */
export type StoredListingRow = {
  [K in keyof ListingRow]: K extends '_id' | 'csvsheet_id' | 'repeat' ? ListingRow[K] : string | number;
};

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
  listings: StoredListingRow[];
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
  readonly listings: StoredListingRow[];
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
