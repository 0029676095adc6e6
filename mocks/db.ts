import { dayToMs } from './dates';
import type { ResourceMock, SeedContext } from './resourceMock';
import { resourceMocks } from './resourceMocks';
import { seedAccounts } from './seed/accounts';
import type { MockData, MockDb } from './types';

export type { MockDb };

export const DEFAULT_STORAGE_KEY = 'mock-platform-db:v1';
/** The demo's fixed "today" for the seed, so every run (and every test) sees the same data. */
export const DEFAULT_SEED_DATE = '2026-11-20';

/** What persistence needs from window.localStorage (a plain object fake is enough in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CreateDbOptions {
  /** Users multiplier: scale N seeds N times the demo's users. Only scale 1 is persisted. */
  scale?: number;
  storage?: StorageLike | null;
  storageKey?: string;
  /** `YYYY-MM-DD` the seed is anchored on (createdAt spreads back from it). */
  seedDate?: string;
  /** The resources' own mocks (their collections); default: every src/resources/<name>/mock.ts. */
  mocks?: readonly ResourceMock[];
}

type Seeds = Record<string, (context: SeedContext) => object[]>;

/**
 * A fresh seed of each collection, made when first asked for: the accounts (this core's own) and
 * every mock's. A seed may ask for another collection's rows (coupons belong to stores).
 */
function seeder(mocks: readonly ResourceMock[], scale: number, seedDate: string) {
  const nowMs = dayToMs(seedDate) + 18 * 3_600_000;
  if (Number.isNaN(nowMs)) throw new Error(`Invalid seedDate ${seedDate}`);
  const seeds: Seeds = Object.assign(
    { accounts: () => seedAccounts(nowMs) },
    ...mocks.map((mock) => mock.seed),
  );
  const seeded: Record<string, object[]> = {};
  const context: SeedContext = { nowMs, scale, rows: (name) => seed(name) as never };
  const seed = (name: string) => {
    seeded[name] ??= seeds[name]?.(context) ?? [];
    return seeded[name];
  };
  return { names: Object.keys(seeds), seed };
}

function seedData(mocks: readonly ResourceMock[], scale: number, seedDate: string): MockData {
  const { names, seed } = seeder(mocks, scale, seedDate);
  const collections = Object.fromEntries(names.map((name) => [name, seed(name)]));
  return { version: 1, scale, tokens: {}, collections };
}

/**
 * Gives saved data the collections it lacks (a resource added since), from a fresh seed: the
 * admin's edits stay. Returns whether anything was added.
 */
function completeCollections(data: MockData, mocks: readonly ResourceMock[], seedDate: string): boolean {
  const { names, seed } = seeder(mocks, data.scale, seedDate);
  const missing = names.filter((name) => !Array.isArray(data.collections[name]));
  for (const name of missing) data.collections[name] = seed(name);
  return missing.length > 0;
}

/** Saved data of this format (collections it lacks are added, never a reason to reseed). */
function isMockData(value: unknown): value is MockData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.version === 1 && typeof record.tokens === 'object' && record.tokens !== null;
}

/** Data saved when the collections stood beside `tokens` (`users: [...]`), with them moved in. */
function upgrade(saved: MockData): MockData {
  const { version, scale, tokens, collections = {}, ...beside } = saved as MockData & Record<string, unknown>;
  const moved = Object.entries(beside).filter((entry): entry is [string, object[]] =>
    Array.isArray(entry[1]),
  );
  if (saved.collections && moved.length === 0) return saved;
  for (const [name, rows] of moved) collections[name] ??= rows;
  return { version, scale, tokens, collections };
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
  const saved = storage && load(storage, key);
  let data = saved ? upgrade(saved) : seedData(mocks, scale, seedDate);

  const save = () => {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(data));
    } catch {
      // QuotaExceeded (big uploaded images): keep working from memory; the next save may fit.
    }
  };
  // Saved data gains the collections of a resource added since; a fresh seed, or a copy saved in
  // the older layout, is stored at once.
  const added = saved ? completeCollections(data, mocks, seedDate) : false;
  if (added || data !== saved) save();

  return {
    scale,
    get data() {
      return data;
    },
    collection<Row extends object>(name: string) {
      data.collections[name] ??= [];
      return data.collections[name] as Row[];
    },
    save,
    reset() {
      storage?.removeItem(key);
      data = seedData(mocks, scale, seedDate);
      save();
    },
  };
}
