import { describe, expect, it } from 'vitest';
import { validateWholeDay } from '../../../src/components/dates/DateInput';
import { dayPattern, INVALID_DAY, isInvalidDay, toIsoDay } from '../../../src/lib/dates';

describe('dayPattern: a language writes a day in its own order', () => {
  it.each([
    ['en', 'MM/dd/yyyy'],
    ['fr', 'dd/MM/yyyy'],
    ['es', 'dd/MM/yyyy'],
    ['de', 'dd.MM.yyyy'],
    ['en-XA', 'MM/dd/yyyy'],
    ['ja', 'yyyy/MM/dd'],
  ])('%s → %s', (locale, pattern) => {
    expect(dayPattern(locale)).toBe(pattern);
  });

  it('falls back to English order on a tag Intl refuses', () => {
    expect(dayPattern('not a tag!')).toBe('MM/dd/yyyy');
  });
});

describe('a day typed only in part', () => {
  it('is refused with its own message and never read as a day', () => {
    expect(isInvalidDay(INVALID_DAY)).toBe(true);
    expect(toIsoDay(INVALID_DAY)).toBe('');
    expect(validateWholeDay(INVALID_DAY, {}, {} as never)).toBe('app.widgets.date.invalid');
    expect(validateWholeDay('2026-11-22', {}, {} as never)).toBeUndefined();
    expect(validateWholeDay('', {}, {} as never)).toBeUndefined();
  });
});
