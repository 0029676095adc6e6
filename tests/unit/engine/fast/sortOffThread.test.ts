import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSortWorker } from '../../../../src/engine/fast/sortOffThread';
import { LocalList } from '../../../../src/engine/localQuery';
import { sortText, WORKER_MIN } from '../../../../src/engine/textOrder';

/** Stands in for the browser's Worker: answers as src/engine/fast/sortWorker.ts does, a tick later. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static broken = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  messages = 0;
  constructor(readonly url: URL | string) {
    FakeWorker.made.push(this);
  }
  postMessage(data: { id: number; strings: string[]; locale: string }) {
    this.messages += 1;
    setTimeout(() => {
      if (FakeWorker.broken) this.onerror?.({ preventDefault() {} });
      else this.onmessage?.({ data: { id: data.id, ...sortText(data.strings, data.locale) } });
    });
  }
  terminate() {}
}

const FIRST = ['Zoé', 'émile', 'anna', 'Anna', 'Bob 10', 'Bob 9', '', 'ángel', 'zed'];
/** A column just large enough for the worker: varied names, ties, accents and empty values. */
const bigRows = Array.from({ length: WORKER_MIN + 7 }, (_, id) => ({
  id,
  name: `${FIRST[id % FIRST.length]} ${id % 13}`.trim(),
  n: id % 5,
}));

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

afterEach(() => {
  closeSortWorker();
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  FakeWorker.broken = false;
});

describe('large text columns sort in the worker', () => {
  it('gives the same order as the sort on the page, both directions, and asks the worker once per field', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const reference = new LocalList(bigRows, []);
    const list = new LocalList(bigRows, []);
    for (const order of ['ASC', 'DESC'] as const) {
      const sort = { field: 'name', order };
      const { data } = await list.queryPrepared({ sort, pagination: { page: 1, perPage: 200 } });
      expect(ids(data)).toEqual(ids(reference.query({ sort, pagination: { page: 1, perPage: 200 } }).data));
      expect(ids(list.query({ sort }).data)).toEqual(ids(reference.query({ sort }).data));
    }
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.messages).toBe(1);
    expect(String(FakeWorker.made[0]!.url)).toMatch(/sortWorker/);
  });

  it('two queries at once share one sort', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const list = new LocalList(bigRows, []);
    const sort = { field: 'name', order: 'ASC' };
    const [a, b] = await Promise.all([
      list.queryPrepared({ sort, pagination: { page: 1, perPage: 5 } }),
      list.queryPrepared({ sort, pagination: { page: 2, perPage: 5 } }),
    ]);
    expect(a.data).toHaveLength(5);
    expect(b.data).toHaveLength(5);
    expect(FakeWorker.made[0]!.messages).toBe(1);
  });

  it('a worker that fails sorts on the page instead, with the same order', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.broken = true;
    const sort = { field: 'name', order: 'DESC' };
    const { data } = await new LocalList(bigRows, []).queryPrepared({ sort });
    expect(ids(data)).toEqual(ids(new LocalList(bigRows, []).query({ sort }).data));
  });

  it('small columns and numbers never use the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await new LocalList(bigRows.slice(0, WORKER_MIN - 1), []).queryPrepared({
      sort: { field: 'name', order: 'ASC' },
    });
    await new LocalList(bigRows, []).queryPrepared({ sort: { field: 'n', order: 'ASC' } });
    expect(FakeWorker.made).toHaveLength(0);
  });
});

describe('text sort', () => {
  it('keeps texts that compare equal (case, accents) in their original order in both directions (property)', () => {
    const word = fc.constantFrom('anna', 'Anna', 'ANNA', 'änna', 'bob', 'Bob', 'bób', 'x 2', 'x 10', '');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.boolean(), (values, desc) => {
        const data = values.map((name, id) => ({ id, name }));
        const sorted = new LocalList(data, []).query({
          sort: { field: 'name', order: desc ? 'DESC' : 'ASC' },
        }).data;
        const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
        const filled = sorted.filter((row) => row.name !== '');
        expect(sorted.slice(filled.length).every((row) => row.name === '')).toBe(true);
        for (let i = 1; i < filled.length; i += 1) {
          const [a, b] = [filled[i - 1]!, filled[i]!];
          const compared = collator.compare(a.name, b.name);
          if (compared === 0) expect(a.id).toBeLessThan(b.id);
          else expect(desc ? compared > 0 : compared < 0).toBe(true);
        }
      }),
    );
  });
});
