import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompareAs, mergeRecord, sameValue } from '../../../src/engine/merge';

/** One field, every combination: base, theirs, yours → what is written, or a conflict. */
const one = (base: unknown, theirs: unknown, yours: unknown, as: CompareAs = 'value') =>
  mergeRecord({ base: { f: base }, theirs: { f: theirs }, yours: { f: yours }, compareAs: () => as });

describe('mergeRecord: the three-way merge, field by field', () => {
  // [case, base, theirs, yours, written, conflict]
  const table: [string, unknown, unknown, unknown, unknown, boolean][] = [
    ['nobody changed it', 'a', 'a', 'a', 'a', false],
    ['only they changed it: theirs', 'a', 'b', 'a', 'b', false],
    ['only you changed it: yours', 'a', 'a', 'c', 'c', false],
    ['both, to the same value: no conflict', 'a', 'b', 'b', 'b', false],
    ['both, to different values: a conflict', 'a', 'b', 'c', 'c', true],
    ['they emptied it, you did not touch it: empty', 'a', '', 'a', '', false],
    ['you emptied it, they did not touch it: empty', 'a', 'a', '', '', false],
    ['they emptied it, you changed it: a conflict', 'a', '', 'c', 'c', true],
    ['you emptied it, they changed it: a conflict', 'a', 'b', '', '', true],
    ['both emptied it (null and ""): no conflict', 'a', null, '', '', false],
    ['empty at first, they filled it', undefined, 'b', '', 'b', false],
    ['empty at first, you filled it', null, '', 'c', 'c', false],
    ['empty at first, both filled it differently', '', 'b', 'c', 'c', true],
    ['a number sent as text is the same number', 10, 10, '10', 10, false],
    ['a number they changed, yours still its text', 10, 15, '10', 15, false],
    ['a number changed on both sides', 10, 15, '20', '20', true],
    ['numbers equal on both sides, one as text', 10, '20', 20, 20, false],
  ];
  it.each(table)('%s', (_, base, theirs, yours, written, conflict) => {
    const result = one(base, theirs, yours);
    expect(result.data.f).toEqual(written);
    expect(result.conflicts.length > 0).toBe(conflict);
    if (conflict) expect(result.conflicts[0]).toEqual({ field: 'f', base, theirs, yours });
  });

  it('a day and its UTC-midnight timestamp are the same day; another day is a change', () => {
    const stored = '2026-11-03T00:00:00.000Z';
    expect(one(stored, stored, '2026-11-03', 'day')).toMatchObject({ data: { f: stored }, conflicts: [] });
    expect(one(stored, '2026-11-10T00:00:00.000Z', '2026-11-03', 'day').data.f).toBe(
      '2026-11-10T00:00:00.000Z',
    );
    expect(one(stored, stored, '2026-11-04', 'day').data.f).toBe('2026-11-04');
    expect(one(stored, '2026-11-10T00:00:00.000Z', '2026-11-04', 'day').conflicts).toHaveLength(1);
    // Without a declared kind too (the weekly grid's dates): a day against a timestamp.
    expect(one(stored, stored, '2026-11-03').conflicts).toHaveLength(0);
    expect(one(stored, stored, '2026-11-03').data.f).toBe(stored);
  });

  it('two different timestamps of one day are not the same value unless the field is a day', () => {
    expect(sameValue('2026-11-03T10:00:00Z', '2026-11-03T11:00:00Z')).toBe(false);
    expect(sameValue('2026-11-03T10:00:00Z', '2026-11-03T11:00:00Z', 'day')).toBe(true);
  });

  it('a phone in any spelling is its digits, with or without the calling code', () => {
    expect(sameValue('(732) 555-7207', '+1 732 555 7207', 'phone')).toBe(true);
    expect(sameValue('+17325557207', '7325557207', 'phone')).toBe(true);
    expect(sameValue('+17325557207', '+17325557208', 'phone')).toBe(false);
    expect(sameValue('555', '1555', 'phone')).toBe(false);
    expect(one('(732) 555-7207', '(732) 555-7207', '+17325557207', 'phone').data.f).toBe('(732) 555-7207');
    expect(one('(732) 555-7207', '(732) 555-0000', '+17325557207', 'phone').data.f).toBe('(732) 555-0000');
    expect(one('(732) 555-7207', '(732) 555-0000', '+17325551111', 'phone').conflicts).toHaveLength(1);
    // As plain values (an undeclared field), two spellings differ.
    expect(sameValue('(732) 555-7207', '+1 732 555 7207')).toBe(false);
  });

  it("a chosen file is always the admin's change", () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(one(undefined, undefined, file).data.f).toBe(file);
    expect(one(undefined, undefined, file).conflicts).toEqual([]);
  });

  it('keeps only the keys of yours (a partial change stays partial) and names what it took from theirs', () => {
    const result = mergeRecord({
      base: { a: 1, b: 2, c: 3 },
      theirs: { a: 1, b: 5, c: 6 },
      yours: { b: 2, id: 'x' },
      skip: new Set(['id']),
    });
    expect(result.data).toEqual({ b: 5, id: 'x' });
    expect(result.theirs).toEqual(['b']);
  });

  it('properties: nothing of theirs is lost, nothing of yours is lost, a conflict only when both changed', () => {
    const value = fc.oneof(
      fc.constantFrom('', null, undefined),
      fc.constantFrom('a', 'b', 'c'),
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 3 }).map(String),
    );
    fc.assert(
      fc.property(value, value, value, (base, theirs, yours) => {
        const result = one(base, theirs, yours);
        const youChanged = !sameValue(yours, base);
        const theyChanged = !sameValue(theirs, base);
        const conflict = result.conflicts.length > 0;
        expect(conflict).toBe(youChanged && theyChanged && !sameValue(yours, theirs));
        // What is written always means either yours or theirs.
        expect(sameValue(result.data.f, yours) || sameValue(result.data.f, theirs)).toBe(true);
        // A change by only one side survives the merge.
        if (youChanged && !theyChanged) expect(sameValue(result.data.f, yours)).toBe(true);
        if (theyChanged && !youChanged) expect(sameValue(result.data.f, theirs)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('properties: sameValue is symmetric and reflexive', () => {
    const value = fc.oneof(
      fc.constantFrom('', null, undefined, '2026-11-03', '2026-11-03T00:00:00.000Z', '(732) 555-7207'),
      fc.integer(),
      fc.integer().map(String),
      fc.string(),
    );
    const as = fc.constantFrom<CompareAs>('value', 'day', 'number', 'phone');
    fc.assert(
      fc.property(value, value, as, (a, b, kind) => {
        expect(sameValue(a, b, kind)).toBe(sameValue(b, a, kind));
        expect(sameValue(a, a, kind)).toBe(true);
      }),
    );
  });
});
