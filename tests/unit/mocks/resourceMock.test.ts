import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, DEFAULT_STORAGE_KEY, type StorageLike } from '../../../mocks/db';
import { createHandlers } from '../../../mocks/handlers';
import { defineMock, generatedHandlers } from '../../../mocks/resourceMock';
import { resourceMocks } from '../../../mocks/resourceMocks';
import { arrayAt, buildDataProvider, defineResource, idSegment, toFormData } from '../../../src/engine';
import type { User } from '../../../src/resources/users/record';
import { API, testHttp, WEEKLY } from '../engine/helpers';

/** A resource that exists only here, with handlers generated from its declaration. */
const promotions = defineResource<{ id: string; _id: string; name: string; percent: number }>({
  name: 'promotions',
  endpoints: {
    list: { path: '/promotions/all', read: arrayAt('data') },
    create: { method: 'POST', path: '/promotions/add', body: ({ data }) => data },
    update: {
      method: 'POST',
      path: '/promotions/save',
      body: ({ id, data }) => toFormData({ id: String(id), name: String(data.name) }),
    },
    delete: { method: 'GET', path: ({ id }) => `/promotions/remove/${idSegment(id)}` },
  },
  fields: [{ source: 'name', kind: 'text' }],
});
const promotionsMock = defineMock({
  resource: promotions,
  seed: {
    promotions: () => [
      { _id: 'p1', name: 'Spring', percent: 10 },
      { _id: 'p2', name: 'Summer', percent: 20 },
    ],
  },
});

class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('a resource mock', () => {
  const db = createDb({ mocks: [promotionsMock] });
  const server = setupServer(
    ...createHandlers(db, { apiUrl: API, weeklyUrl: WEEKLY }),
    ...generatedHandlers(promotions, { db, apiUrl: API, weeklyUrl: WEEKLY, aiDelayMs: 0 }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("answers its declared calls: list in the reader's envelope, create, update (multipart), delete", async () => {
    const provider = buildDataProvider([promotions], testHttp());
    const page = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: {},
    };
    const listed = (await provider.getList('promotions', page)).data;
    expect(listed.map((row) => row.name)).toEqual(['Spring', 'Summer']);
    await provider.create('promotions', { data: { name: 'Autumn', percent: 30 } });
    await provider.update('promotions', {
      id: 'p1',
      data: { name: 'Early Spring' },
      // As react-admin gives it: the record the form showed (the guard merges against it).
      previousData: listed.find((row) => row.id === 'p1'),
    });
    await provider.delete('promotions', { id: 'p2', previousData: { id: 'p2' } });
    expect(
      db
        .collection('promotions')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Autumn', 'Early Spring']);
    await expect(
      provider.delete('promotions', { id: 'nope', previousData: { id: 'nope' } }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("saved demo data gains a new resource's collection without reseeding (the admin's edits stay)", () => {
    const storage = new MemoryStorage();
    const before = createDb({ storage, mocks: resourceMocks });
    before.collection<User>('users')[0]!.fullName = 'Edited before the new resource existed';
    before.save();
    expect(JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY)!).collections.promotions).toBeUndefined();

    const after = createDb({ storage, mocks: [...resourceMocks, promotionsMock] });
    expect(after.collection<User>('users')[0]!.fullName).toBe('Edited before the new resource existed');
    expect(after.collection('promotions')).toHaveLength(2);
    expect(JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY)!).collections.promotions).toHaveLength(2);
  });

  it('data saved with its collections beside the tokens keeps its records, stored again as collections', () => {
    const storage = new MemoryStorage();
    const old = createDb({ storage, mocks: resourceMocks });
    old.collection<User>('users')[0]!.fullName = 'Kept';
    const { collections, ...rest } = JSON.parse(JSON.stringify(old.data));
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ ...rest, ...collections }));
    const upgraded = createDb({ storage, mocks: [...resourceMocks, promotionsMock] });
    expect(upgraded.collection<User>('users')[0]!.fullName).toBe('Kept');
    expect(upgraded.collection('promotions')).toHaveLength(2);
    const stored = JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['collections', 'scale', 'tokens', 'version']);
    expect(stored.collections.users[0].fullName).toBe('Kept');
  });
});
