import { afterEach, describe, expect, it } from 'vitest';
import { Journal, keepable, MAX_ENTRIES, type NewJournalEntry } from '../../../src/lib/journal';
import { changesOf } from '../../../src/lib/journalChanges';

const open: Journal[] = [];
afterEach(() => {
  for (const journal of open.splice(0)) journal.close();
  sessionStorage.clear();
});

/** A journal of its own (no other tab hears of it unless `shared`). */
function journalOf(options: ConstructorParameters<typeof Journal>[0] = {}) {
  let clock = 1_000;
  const journal = new Journal({
    shareWithTabs: false,
    admin: () => 'admin@example.com',
    now: () => (clock += 1),
    ...options,
  });
  open.push(journal);
  return journal;
}

const edit = (over: Partial<NewJournalEntry> = {}): NewJournalEntry => ({
  resource: 'users',
  recordId: 'u1',
  recordName: 'Alice Johnson',
  kind: 'update',
  changes: [{ field: 'tagLine', before: 'Old', after: 'New' }],
  before: { _id: 'u1', tagLine: 'Old' },
  after: { _id: 'u1', tagLine: 'New' },
  result: 'confirmed',
  ...over,
});

describe('the journal of a session', () => {
  it('an entry: when, which admin, the record, its changes and result; newest first', () => {
    const journal = journalOf();
    journal.record(edit());
    journal.record(edit({ recordId: 'u2', recordName: 'Bob' }));
    const [newest, oldest] = journal.entries();
    expect(newest).toMatchObject({ recordName: 'Bob', admin: 'admin@example.com', result: 'confirmed' });
    expect(oldest).toMatchObject({
      recordName: 'Alice Johnson',
      changes: [{ field: 'tagLine', before: 'Old', after: 'New' }],
    });
    expect(newest!.at).toBeGreaterThan(oldest!.at);
    expect(new Set(journal.entries().map((entry) => entry.id)).size).toBe(2);
  });

  it('a bulk action is one entry with a record each; a record skipped for a conflict says "skipped"', () => {
    const journal = journalOf();
    const batch = journal.beginBatch('coupons', 'set_status');
    journal.record(edit({ resource: 'coupons', recordId: 'c1', recordName: 'Tacos' }));
    journal.record(edit({ resource: 'coupons', recordId: 'c2', recordName: 'Pizza', result: 'conflict' }));
    const ended = batch.end();
    expect(journal.entries()).toHaveLength(1);
    expect(ended).toMatchObject({ kind: 'batch', action: 'set_status', result: 'confirmed' });
    expect(ended!.items!.map((item) => [item.recordName, item.result])).toEqual([
      ['Tacos', 'confirmed'],
      ['Pizza', 'skipped'],
    ]);
    // After the batch, writes are entries of their own again; an empty batch leaves nothing.
    journal.record(edit());
    journal.beginBatch('users', 'delete').end();
    expect(journal.entries().map((entry) => entry.kind)).toEqual(['update', 'batch']);
  });

  it('an undo names the entry it undid, which then says it was undone (a failed undo does not)', () => {
    const journal = journalOf();
    const first = journal.record(edit());
    journal.record(edit({ undoes: first.id, result: 'failed' }));
    expect(journal.find(first.id)?.undoneBy).toBeUndefined();
    const undo = journal.record(edit({ undoes: first.id }));
    expect(journal.find(first.id)?.undoneBy).toBe(undo.id);
  });

  it('keeps no password or token, and no value too large to keep (it names those fields)', () => {
    expect(
      keepable({ name: 'A', password: 'x', token: 't', picture: 'x'.repeat(5000), file: new Blob(['x']) }),
    ).toEqual({
      values: { name: 'A' },
      omitted: ['picture', 'file'],
    });
    const journal = journalOf();
    const entry = journal.record(edit({ before: { password: 'secret', tagLine: 'Old' } }));
    expect(JSON.stringify(entry)).not.toContain('secret');
    expect(
      changesOf(
        ['password', 'otp', 'tagLine'],
        { password: 'a', tagLine: 'x' },
        { password: 'b', tagLine: 'y' },
      ),
    ).toEqual([{ field: 'tagLine', before: 'x', after: 'y' }]);
  });

  it('changes are fields whose value differs as the platform means it ("10" is 10, empty is empty)', () => {
    expect(
      changesOf(['a', 'b', 'c', 'd'], { a: 10, b: '', c: 'x', d: [1] }, { a: '10', b: null, c: 'y', d: [1] }),
    ).toEqual([{ field: 'c', before: 'x', after: 'y' }]);
  });

  it(`keeps the newest ${MAX_ENTRIES} entries`, () => {
    const journal = journalOf();
    for (let index = 0; index < MAX_ENTRIES + 5; index += 1) journal.record(edit({ recordId: `u${index}` }));
    expect(journal.entries()).toHaveLength(MAX_ENTRIES);
    expect(journal.entries()[0]!.recordId).toBe(`u${MAX_ENTRIES + 4}`);
  });

  it('lives in sessionStorage, never localStorage; a new journal of the same tab reads it; clear empties it', async () => {
    const journal = journalOf();
    journal.record(edit());
    await new Promise((done) => setTimeout(done, 300));
    expect(JSON.parse(sessionStorage.getItem('console:journal') ?? '[]')).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.includes('journal'))).toEqual([]);
    expect(journalOf().entries()).toHaveLength(1);
    journal.clear();
    expect(sessionStorage.getItem('console:journal')).toBeNull();
    expect(journal.entries()).toEqual([]);
  });

  it('a new entry writes its own small value and the list of ids, not the whole journal again', async () => {
    const storage = memoryStorage();
    const journal = journalOf({ storage });
    for (let index = 0; index < 200; index += 1) journal.record(edit({ recordId: `u${index}` }));
    await new Promise((done) => setTimeout(done, 400));
    const writes: [string, number][] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push([key, value.length]);
      setItem(key, value);
    };
    const added = journal.record(edit({ recordId: 'u-new' }));
    await new Promise((done) => setTimeout(done, 400));
    expect(writes.map(([key]) => key)).toEqual([`console:journal:${added.id}`, 'console:journal']);
    expect(Math.max(...writes.map(([, length]) => length))).toBeLessThan(8000);
    // A new tab of the same session reads it all back, newest first.
    const reread = journalOf({ storage });
    expect(
      reread
        .entries()
        .map((entry) => entry.recordId)
        .slice(0, 2),
    ).toEqual(['u-new', 'u199']);
    expect(reread.entries()).toHaveLength(201);
    // The session's end leaves no key behind.
    journal.clear();
    expect(storage.length).toBe(0);
  });

  it('a page left or reloaded before the save’s turn saves what it has at once', () => {
    const storage = memoryStorage();
    const journal = journalOf({ storage });
    const entry = journal.record(edit());
    expect(storage.getItem(`console:journal:${entry.id}`)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem('console:journal') ?? '[]')).toEqual([entry.id]);
    expect(journalOf({ storage }).entries()).toHaveLength(1);
  });

  it("is shared by the admin's tabs: a new tab gets the entries, and a clear in one empties all", async () => {
    const first = journalOf({ shareWithTabs: true, storage: memoryStorage() });
    first.record(edit());
    const second = journalOf({ shareWithTabs: true, storage: memoryStorage() });
    await expect.poll(() => second.entries().length).toBe(1);
    second.record(edit({ recordId: 'u2' }));
    await expect.poll(() => first.entries().length).toBe(2);
    first.clear();
    await expect.poll(() => second.entries().length).toBe(0);
  });

  it('tells its subscribers of every change', () => {
    const journal = journalOf();
    let told = 0;
    const stop = journal.subscribe(() => {
      told += 1;
    });
    journal.record(edit());
    journal.clear();
    stop();
    journal.record(edit());
    expect(told).toBe(2);
  });
});

/** Each tab has its own sessionStorage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}
