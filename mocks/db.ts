import { dayToMs } from './dates';
import { createRng } from './random';
import { collectionOf, type ResourceMock } from './resourceMock';
import { resourceMocks } from './resourceMocks';
import { seedCoupons, seedDiscountTypes, seedVendorsAndStores } from './seed/business';
import { seedFeeds, seedListings, WEEKLY_SHEETS } from './seed/content';
import { seedAccounts, seedAgents, seedUsers, USERS_PER_SCALE } from './seed/people';
import type { MockData, MockDb } from './types';

export type { MockDb };

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
  /** The resources' own mocks (their collections); default: every src/resources/<name>/mock.ts. */
  mocks?: readonly ResourceMock[];
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
    agents: seedAgents(createRng(5), SEED_COUNTS.agents, nowMs),
    feeds: seedFeeds(createRng(6), SEED_COUNTS.feeds, nowMs),
    listings: WEEKLY_SHEETS.flatMap((sheet, index) => seedListings(createRng(7 + index), sheet)),
    accounts: seedAccounts(nowMs),
    tokens: {},
    collections: {},
  };
}

/** A stable PRNG stream per resource mock, so adding one never changes the others' demo data. */
const streamOf = (name: string) =>
  [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 97);

/**
 * Gives `data` every collection it lacks: the built-in ones from a fresh seed, the resource mocks'
 * from their own seed. Saved demo data gains a new resource's rows without losing its edits.
 * Returns whether anything was added.
 */
function completeCollections(data: MockData, mocks: readonly ResourceMock[], seedDate: string): boolean {
  let added = false;
  const fresh = () => seedData(data.scale, seedDate);
  let seeded: MockData | undefined;
  for (const name of COLLECTIONS) {
    if (Array.isArray(data[name])) continue;
    seeded ??= fresh();
    (data as unknown as Record<string, unknown>)[name] = seeded[name];
    added = true;
  }
  data.collections ??= {};
  const nowMs = dayToMs(seedDate) + 18 * 3_600_000;
  for (const mock of mocks) {
    const name = collectionOf(mock);
    if (!mock.seed || Array.isArray(data.collections[name])) continue;
    data.collections[name] = mock.seed({ rng: createRng(streamOf(name)), nowMs, scale: data.scale });
    added = true;
  }
  return added;
}

const COLLECTIONS = [
  'users',
  'vendors',
  'stores',
  'adminCoupons',
  'vendorCoupons',
  'discountTypes',
  'agents',
  'feeds',
  'listings',
  'accounts',
] as const;

/** Saved data of this format (collections it lacks are added, never a reason to reseed). */
function isMockData(value: unknown): value is MockData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.version === 1 && typeof record.tokens === 'object' && record.tokens !== null;
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

  const mocks = opts.mocks ?? resourceMocks;
  let data = (storage && load(storage, key)) || seedData(scale, seedDate);

  const save = () => {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(data));
    } catch {
      // QuotaExceeded (big uploaded images): keep working from memory; the next save may fit.
    }
  };
  // New collections (a resource added since the data was saved) are seeded and kept.
  if (completeCollections(data, mocks, seedDate)) save();

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
    collection(name: string) {
      data.collections[name] ??= [];
      return data.collections[name];
    },
    save,
    reset() {
      storage?.removeItem(key);
      data = seedData(scale, seedDate);
      completeCollections(data, mocks, seedDate);
      save();
    },
  };
}
