/**
 * What only the mock platform has: its login accounts and the shape of its database. The rows of
 * its collections are the resources' own records, typed where they are used
 * (`db.collection<User>('users')`); this core imports none of them.
 */

export type Role = 'admin' | 'subscriber';

/** A login identity (admin, demo subscriber, or someone who registered through /auth/register). */
export interface Account {
  _id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
  verified: boolean;
  createdAt: string;
}

/** Everything the mock platform stores; persisted as one JSON document. */
export interface MockData {
  version: 1;
  scale: number;
  /** Issued bearer token → account id. */
  tokens: Record<string, string>;
  /** Every collection's rows by name: `accounts`, and each resource mock's (its `seed`). */
  collections: Record<string, object[]>;
}

/** The in-memory platform database (mocks/db.ts), as the handlers see it. */
export interface MockDb {
  readonly scale: number;
  /** The whole dataset (replaced by reset(): read it through `data` each time). */
  readonly data: MockData;
  /** A collection's rows, as the record they hold (`collection<Store>('stores')`); empty when unknown. */
  collection<Row extends object = Record<string, unknown>>(name: string): Row[];
  /** Writes the dataset to storage when persistence is on; a full storage keeps data in memory only. */
  save(): void;
  /** Re-seeds, replacing everything (and the stored copy). */
  reset(): void;
}
