import { describe, expect, it } from 'vitest';
import { readStamp, writeStamp } from '../../../../src/engine/sheet/sheetStamp';

describe('the stamp: the values as exported, in one text cell', () => {
  it('reads back exactly, accents and all, and looks like no number, date or formula', () => {
    const stamp = {
      id: '6650f1',
      values: { name: 'Zoë “Ñandú”, Müller', phone: '+1 512', n: 12.5, none: '' },
    };
    const cell = writeStamp(stamp);
    expect(cell).toMatch(/^eyJ[A-Za-z0-9_-]+$/);
    expect(readStamp(cell)).toEqual(stamp);
  });

  it('an empty, cut or edited cell is no stamp', () => {
    const cell = writeStamp({ id: 'a', values: { x: 1 } });
    expect(readStamp('')).toBeUndefined();
    expect(readStamp(cell.slice(0, -4))).toBeUndefined();
    expect(readStamp('hello')).toBeUndefined();
  });
});
