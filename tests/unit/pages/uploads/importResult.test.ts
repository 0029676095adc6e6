import { describe, expect, test } from 'vitest';
import { compareImport, type SentRow } from '../../../../src/pages/uploads/importResult';
import type { StoreLike } from '../../../../src/pages/uploads/reconcile';

const sent = (row: number, nameKey: string, phoneKey = ''): SentRow => ({
  row,
  cells: [nameKey, phoneKey],
  name: nameKey,
  nameKey,
  phoneKey,
});
const store = (id: string, businessName: string, phone = '', countryCode = '+1'): StoreLike => ({
  id,
  businessName,
  phone,
  countryCode,
  isRegistered: false,
});

describe('compareImport', () => {
  const before = [store('a', 'Old Shop', '5125550100')];

  test('rows with a new store of the same name and phone created it; the others were skipped', () => {
    const created1 = store('n1', 'Fresh Bakery', '(512) 555-0101');
    const created2 = store('n2', 'Café Nord', '5125550102');
    const outcome = compareImport(
      [
        sent(1, 'fresh bakery', '+15125550101'),
        sent(2, 'cafe nord', '+15125550102'),
        sent(3, 'old shop', '+15125550100'),
      ],
      before,
      [created2, created1, ...before],
    );
    expect(outcome.created.map(({ sent, store }) => [sent.row, store.id])).toEqual([
      [1, 'n1'],
      [2, 'n2'],
    ]);
    expect(outcome.skipped.map((row) => row.row)).toEqual([3]);
    expect(outcome.unmatched).toEqual([]);
  });

  test('two identical rows need two new stores: one to one', () => {
    const outcome = compareImport(
      [sent(1, 'twin', '+15125550103'), sent(2, 'twin', '+15125550103')],
      before,
      [...before, store('n1', 'Twin', '5125550103')],
    );
    expect(outcome.created.map(({ sent }) => sent.row)).toEqual([1]);
    expect(outcome.skipped.map((row) => row.row)).toEqual([2]);
  });

  test('a phone the server reformatted still matches by name; new stores of nobody’s rows are named', () => {
    const outcome = compareImport(
      [sent(1, 'reformatted', '+15125550104'), sent(2, '', '+15125550105')],
      before,
      [
        ...before,
        store('n1', 'Reformatted', '001 512 555 0104 x'),
        store('n2', 'Someone Else', '5125550199'),
      ],
    );
    expect(outcome.created.map(({ sent, store }) => [sent.row, store.id])).toEqual([[1, 'n1']]);
    expect(outcome.skipped.map((row) => row.row)).toEqual([2]);
    expect(outcome.unmatched.map((store) => store.id)).toEqual(['n2']);
  });

  test('a stored phone with its +code in the number matches the row’s E.164', () => {
    const outcome = compareImport(
      [sent(1, 'tea', '+442079460958')],
      [],
      [store('n1', 'Tea', '+44 20 7946 0958', '')],
    );
    expect(outcome.created).toHaveLength(1);
  });
});
