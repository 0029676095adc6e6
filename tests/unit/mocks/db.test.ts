// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb, DEFAULT_STORAGE_KEY, type StorageLike } from '../../../mocks/db';
import type { Agent } from '../../../src/resources/agents/record';
import { DOLLAR_DISCOUNT_TYPE_ID, PERCENT_DISCOUNT_TYPE_ID } from '../../../src/resources/coupons/mock';
import type { Coupon } from '../../../src/resources/coupons/record';
import type { Feed } from '../../../src/resources/feeds/record';
import type { Store } from '../../../src/resources/stores/record';
import type { User } from '../../../src/resources/users/record';
import type { Vendor } from '../../../src/resources/vendors/record';
import type { StoredListingRow } from '../../../src/resources/weeklyData/mock';
import { OBJECT_ID } from './support';

class FakeStorage implements StorageLike {
  items = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('seed', () => {
  const db = createDb();
  const users = db.collection<User>('users');
  const vendors = db.collection<Vendor>('vendors');
  const stores = db.collection<Store>('stores');
  const adminCoupons = db.collection<Coupon>('adminCoupons');
  const vendorCoupons = db.collection<Coupon>('vendorCoupons');
  const agents = db.collection<Agent>('agents');
  const feeds = db.collection<Feed>('feeds');
  const listings = db.collection<StoredListingRow>('listings');

  it('has the demo sizes', () => {
    expect(users).toHaveLength(60);
    expect(vendors.length).toBeGreaterThanOrEqual(35);
    expect(adminCoupons.length + vendorCoupons.length).toBeGreaterThanOrEqual(45);
    expect(adminCoupons.length).toBeGreaterThan(0);
    expect(vendorCoupons.length).toBeGreaterThan(0);
    expect(db.collection('businessTypes').length).toBeGreaterThanOrEqual(10);
    expect(agents.length).toBeGreaterThanOrEqual(12);
    expect(feeds.length).toBeGreaterThanOrEqual(25);
    expect(listings.filter((row) => row.csvsheet_id === 'sheet-2026-w46').length).toBeGreaterThanOrEqual(320);
    expect(db.collection('discountTypes')).toEqual([
      { _id: PERCENT_DISCOUNT_TYPE_ID, discountValue: 'Percentage' },
      { _id: DOLLAR_DISCOUNT_TYPE_ID, discountValue: 'Dollar' },
    ]);
  });

  it('gives every vendor a store and every record a unique 24-hex id', () => {
    for (const vendor of vendors) {
      expect(vendor.stores.length).toBeGreaterThan(0);
      for (const id of vendor.stores) expect(stores.find((s) => s._id === id)?.vendor).toBe(vendor._id);
    }
    const ids = [users, vendors, stores, adminCoupons, vendorCoupons, agents, feeds, listings]
      .flat()
      .map((record) => record._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(OBJECT_ID);
  });

  it('keeps the platform quirks: agents without country code, mixed registration, repeats', () => {
    const withoutCode = agents.filter((agent) => agent.countryCode === undefined).length;
    expect(withoutCode).toBeGreaterThanOrEqual(1);
    expect(withoutCode).toBeLessThanOrEqual(2);
    expect(agents.every((agent) => /^REF\d{4}$/.test(agent.referralNumber))).toBe(true);
    expect(new Set(stores.map((store) => store.isRegistered))).toEqual(new Set([true, false]));
    expect(new Set(adminCoupons.concat(vendorCoupons).map((c) => c.status))).toEqual(
      new Set(['Published', 'Draft', 'Expired']),
    );
    expect(listings.some((row) => row.repeat)).toBe(true);
    expect(listings.filter((row) => row.repeat).length).toBeLessThan(listings.length * 0.1);
    expect(feeds.every((feed) => feed.flagContent.length >= 1 && feed.flagContent.length <= 3)).toBe(true);
  });

  it('uses generated images and never an outside host for media', () => {
    const images = [
      ...stores.map((s) => s.businessImage),
      ...adminCoupons.concat(vendorCoupons).map((c) => c.couponImage),
      ...feeds.map((f) => f.thumbnail).filter(Boolean),
    ];
    for (const image of images) expect(image).toMatch(/^data:image\/svg\+xml,/);
    const videos = [
      ...adminCoupons.concat(vendorCoupons).map((c) => c.couponVideo),
      ...feeds.map((f) => f.url),
    ];
    for (const video of videos) expect(video).not.toMatch(/^https?:/);
  });

  it('spreads users over the 18 months before the seed date, newest first', () => {
    const days = users.map((user) => user.createdAt.slice(0, 10));
    expect(days[0]! <= '2026-11-20').toBe(true);
    expect(days.at(-1)! >= '2025-05-20').toBe(true);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('is deterministic', () => {
    expect(createDb().data).toEqual(createDb().data);
  });

  it('seeds 60 users per scale unit, 100,000+ in well under 2 s', () => {
    const start = performance.now();
    const big = createDb({ scale: 1700 });
    const bigUsers = big.collection<User>('users');
    expect(bigUsers.length).toBeGreaterThanOrEqual(100_000);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(new Set(bigUsers.map((user) => user._id)).size).toBe(bigUsers.length);
    // Everything but the users is the same as at scale 1.
    expect(big.collection('stores')).toEqual(stores);
  });
});

describe('persistence', () => {
  it('round-trips through storage', () => {
    const storage = new FakeStorage();
    const first = createDb({ storage });
    first.collection<User>('users')[0]!.fullName = 'Changed Name';
    first.save();
    expect(storage.items.has(DEFAULT_STORAGE_KEY)).toBe(true);
    const second = createDb({ storage });
    expect(second.collection<User>('users')[0]!.fullName).toBe('Changed Name');
    expect(second.data).toEqual(first.data);
  });

  it('uses the given key, and reset() re-seeds and forgets', () => {
    const storage = new FakeStorage();
    const db = createDb({ storage, storageKey: 'custom:v1' });
    db.collection<User>('users').length = 0;
    db.save();
    expect(createDb({ storage, storageKey: 'custom:v1' }).collection<User>('users')).toHaveLength(0);
    db.reset();
    expect(db.collection<User>('users')).toHaveLength(60);
    expect(createDb({ storage, storageKey: 'custom:v1' }).collection<User>('users')).toHaveLength(60);
  });

  it('seeds again when the stored copy is corrupt or of another version', () => {
    const storage = new FakeStorage();
    storage.setItem(DEFAULT_STORAGE_KEY, '{not json');
    expect(createDb({ storage }).collection<User>('users')).toHaveLength(60);
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ version: 0, users: [] }));
    expect(createDb({ storage }).collection<User>('users')).toHaveLength(60);
  });

  it('keeps working in memory when storage is full', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const db = createDb({ storage: full });
    db.collection<User>('users').pop();
    expect(() => db.save()).not.toThrow();
    expect(db.collection<User>('users')).toHaveLength(59);
  });

  it('does not persist scaled datasets', () => {
    const storage = new FakeStorage();
    createDb({ scale: 2, storage }).save();
    expect(storage.writes).toBe(0);
  });
});
