import { describe, expect, it } from 'vitest';
import { distinctValues } from '../../../src/engine/distinctValues';

describe('distinctValues', () => {
  it.each([
    ['plain values, first met first', [{ r: 'b' }, { r: 'a' }, { r: 'b' }], 'r', ['b', 'a']],
    ['empty values left out', [{ r: '' }, { r: '  ' }, { r: null }, {}, { r: 'x' }], 'r', ['x']],
    [
      'numbers and booleans as text, 1 and "1" one value',
      [{ r: 1 }, { r: '1' }, { r: false }],
      'r',
      ['1', 'false'],
    ],
    [
      'through an array, item by item',
      [{ f: [{ m: 'spam' }, { m: 'rude' }] }, { f: [{ m: 'spam' }] }],
      'f.m',
      ['spam', 'rude'],
    ],
    ['an array value, item by item', [{ t: ['a', 'b'] }, { t: ['b', ''] }], 't', ['a', 'b']],
    ['no rows', [], 'r', []],
  ])('%s', async (_name, rows, source, expected) => {
    expect(await distinctValues(rows as Record<string, unknown>[], source)).toEqual(expected);
  });

  it('works in slices: it gives the page back, and stops there once aborted', async () => {
    // A million rows take well over one 8 ms slice, so the work yields at least once.
    const rows = Array.from({ length: 1_000_000 }, (_, i) => ({ r: `v${i % 7}` }));
    expect(await distinctValues(rows, 'r')).toHaveLength(7);
    const controller = new AbortController();
    const working = distinctValues(rows, 'r', controller.signal);
    controller.abort();
    await expect(working).rejects.toMatchObject({ name: 'AbortError' });
  });
});
