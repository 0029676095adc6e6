import { dayToMs } from './dates';
import { createRng } from './random';
import { seedBusinessTypes, seedCoupons, seedDiscountTypes, seedVendorsAndStores } from './seed/business';
import { seedFeeds, seedListings, WEEKLY_SHEETS } from './seed/content';
import { seedAccounts, seedAgents, seedUsers, USERS_PER_SCALE } from './seed/people';
import type {
  Account,
  Agent,
  BusinessType,
  Coupon,
  DiscountType,
  Feed,
  ListingRow,
  MockData,
  ObjectId,
  Store,
  User,
  Vendor,
} from './types';

export const DEFAULT_STORAGE_KEY = 'mock-platform-db:v1';
/** The demo's fixed "today" for the seed, so every run (and every test) sees the same data. */
export const DEFAULT_SEED_DATE = '2026-11-20';

/** What persistence needs from window.localStorage (a plain object fake is enough in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CreateDbOptions {
  /** Users collection size multiplier: scale N seeds 60 * N users. Only scale 1 is persisted. */
  scale?: number;
  storage?: StorageLike | null;
  storageKey?: string;
  /** `YYYY-MM-DD` the seed is anchored on (createdAt spreads back from it). */
  seedDate?: string;
}

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
  readonly businessTypes: BusinessType[];
  readonly agents: Agent[];
  readonly feeds: Feed[];
  readonly listings: ListingRow[];
  readonly accounts: Account[];
  /** Issued bearer token → account id. */
  readonly tokens: Record<string, ObjectId>;
  /** Writes the dataset to storage when persistence is on; a full storage keeps data in memory only. */
  save(): void;
  /** Re-seeds, replacing everything (and the stored copy). */
  reset(): void;
}

/** Seed counts at scale 1 (users grow with scale; the rest stays fixed). */
export const SEED_COUNTS = {
  users: USERS_PER_SCALE,
  vendors: 36,
  unownedStores: 6,
  adminCoupons: 20,
  vendorCoupons: 28,
  agents: 14,
  feeds: 28,
} as const;

/** Each collection draws from its own PRNG stream so that scale changes only the users. */
export function seedData(scale = 1, seedDate = DEFAULT_SEED_DATE): MockData {
  const nowMs = dayToMs(seedDate) + 18 * 3_600_000;
  if (Number.isNaN(nowMs)) throw new Error(`Invalid seedDate ${seedDate}`);
  const { vendors, stores } = seedVendorsAndStores(
    createRng(2),
    SEED_COUNTS.vendors,
    SEED_COUNTS.unownedStores,
    nowMs,
  );
  return {
    version: 1,
    scale,
    users: seedUsers(createRng(1), USERS_PER_SCALE * scale, nowMs),
    vendors,
    stores,
    adminCoupons: seedCoupons(createRng(3), SEED_COUNTS.adminCoupons, stores, nowMs, true),
    vendorCoupons: seedCoupons(createRng(4), SEED_COUNTS.vendorCoupons, stores, nowMs, false),
    discountTypes: seedDiscountTypes(),
    businessTypes: seedBusinessTypes(),
    agents: seedAgents(createRng(5), SEED_COUNTS.agents, nowMs),
    feeds: seedFeeds(createRng(6), SEED_COUNTS.feeds, nowMs),
    listings: WEEKLY_SHEETS.flatMap((sheet, index) => seedListings(createRng(7 + index), sheet)),
    accounts: seedAccounts(nowMs),
    tokens: {},
  };
}

const COLLECTIONS = [
  'users',
  'vendors',
  'stores',
  'adminCoupons',
  'vendorCoupons',
  'discountTypes',
  'businessTypes',
  'agents',
  'feeds',
  'listings',
  'accounts',
] as const;

function isMockData(value: unknown): value is MockData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.version === 1 &&
    COLLECTIONS.every((name) => Array.isArray(record[name])) &&
    typeof record.tokens === 'object' &&
    record.tokens !== null
  );
}

function load(storage: StorageLike, key: string): MockData | null {
  try {
    const raw = storage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isMockData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createDb(opts: CreateDbOptions = {}): MockDb {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const key = opts.storageKey ?? DEFAULT_STORAGE_KEY;
  // Large datasets are for performance runs: they would not fit in localStorage anyway.
  const storage = scale > 1 ? null : (opts.storage ?? null);
  const seedDate = opts.seedDate ?? DEFAULT_SEED_DATE;

  let data = (storage && load(storage, key)) || seedData(scale, seedDate);

  const save = () => {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(data));
    } catch {
      // QuotaExceeded (big uploaded images): keep working from memory; the next save may fit.
    }
  };

  return {
    scale,
    get data() {
      return data;
    },
    get users() {
      return data.users;
    },
    get vendors() {
      return data.vendors;
    },
    get stores() {
      return data.stores;
    },
    get adminCoupons() {
      return data.adminCoupons;
    },
    get vendorCoupons() {
      return data.vendorCoupons;
    },
    get discountTypes() {
      return data.discountTypes;
    },
    get businessTypes() {
      return data.businessTypes;
    },
    get agents() {
      return data.agents;
    },
    get feeds() {
      return data.feeds;
    },
    get listings() {
      return data.listings;
    },
    get accounts() {
      return data.accounts;
    },
    get tokens() {
      return data.tokens;
    },
    save,
    reset() {
      storage?.removeItem(key);
      data = seedData(scale, seedDate);
      save();
    },
  };
}
