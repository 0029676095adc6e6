import { describe, expect, test } from 'vitest';
import { PSEUDO_LOCALE } from '../../../../../src/i18n/locales';
import { hasUntranslatedText } from '../../../../../src/i18n/pseudo';
import { isWhole, shortPeriod } from '../../../../../src/resources/dashboard/trends/labels';

const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

describe('period labels', () => {
  test('axis ticks: short months and day-first days in each locale', () => {
    expect(shortPeriod(november, 'month', 'en')).toBe('Nov 26');
    expect(shortPeriod(november, 'month', 'fr')).toBe('nov. 26');
    expect(shortPeriod({ startDate: '2026-11-16', endDate: '2026-11-22' }, 'week', 'en')).toBe('16/11');
    expect(shortPeriod({ startDate: '2026-11-16', endDate: '2026-11-16' }, 'day', 'es')).toBe('16/11');
    expect(shortPeriod({ startDate: '2026-01-01', endDate: '2026-12-31' }, 'year', 'fr')).toBe('2026');
  });

  test('in the pseudo-locale, month names are marked like messages', () => {
    const label = shortPeriod(november, 'month', PSEUDO_LOCALE);
    expect(label).not.toBe('Nov 26');
    expect(hasUntranslatedText(label)).toBe(false);
  });

  test('whole periods versus periods clamped by the range', () => {
    expect(isWhole(november, 'month')).toBe(true);
    expect(isWhole({ startDate: '2026-11-05', endDate: '2026-11-30' }, 'month')).toBe(false);
    expect(isWhole({ startDate: '2026-11-16', endDate: '2026-11-22' }, 'week')).toBe(true);
    expect(isWhole({ startDate: '2026-11-16', endDate: '2026-11-18' }, 'week')).toBe(false);
    expect(isWhole({ startDate: '2026-01-01', endDate: '2026-12-31' }, 'year')).toBe(true);
  });
});
