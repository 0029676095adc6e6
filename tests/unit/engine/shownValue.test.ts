import { describe, expect, it } from 'vitest';
import { shownValue } from '../../../src/engine';
import { i18nProvider } from '../../../src/i18n';
import { displayPhone } from '../../../src/lib/phoneNumbers';

/** A field's value as its list cell shows it, in text (the list export and the journal). */
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const en = { translate, locale: 'en', displayPhone };

describe('shownValue', () => {
  it('a phone with the country code the platform keeps apart, as the list shows it', () => {
    const agent = { countryCode: '+1', phone: '4155550123' };
    expect(shownValue({ kind: 'phone' }, agent.phone, agent, en)).toBe('+1 415 555 0123');
    expect(shownValue({ kind: 'text', display: 'phone' }, '+1 4155550123', agent, en)).toBe(
      '+1 415 555 0123',
    );
    // Before the formatter has loaded: the code and the number, as the cell shows them meanwhile.
    expect(shownValue({ kind: 'phone' }, agent.phone, agent, { translate, locale: 'en' })).toBe(
      '+1 4155550123',
    );
  });

  it('dates in the language’s day format, yes/no, known values named; nothing for no value', () => {
    expect(shownValue({ kind: 'date' }, '2026-03-04T00:00:00.000Z', undefined, en)).toBe('2026-03-04');
    expect(shownValue({ kind: 'date' }, '2026-03-04T00:00:00.000Z', undefined, { ...en, locale: 'fr' })).toBe(
      '04/03/2026',
    );
    expect(shownValue({ kind: 'boolean' }, true, undefined, en)).toBe('Yes');
    expect(shownValue({ kind: 'text', values: 'app.values.status' }, 'Published', undefined, en)).toBe(
      translate('app.values.status.published'),
    );
    expect(shownValue({ kind: 'text' }, '', undefined, en)).toBe('');
  });
});
