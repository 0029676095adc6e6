import fc from 'fast-check';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/english';
import { flattenMessages } from '../../../src/i18n/merge';
import {
  depseudo,
  hasUntranslatedText,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  pseudoLocaleMessages,
  pseudoLocalize,
  unbracketed,
} from '../../../src/i18n/pseudo';

const placeholdersOf = (text: string) => text.match(/%\{[^}]*\}/g) ?? [];
/** A provider holding one message under `key`, to see what polyglot makes of it. */
const providerFor = (phrase: string, locale = 'en') =>
  polyglotI18nProvider(() => ({ key: phrase }) as unknown as TranslationMessages, locale);
const withoutPlaceholders = (text: string) => text.replace(/%\{[^}]*\}/g, '');

describe('pseudoLocalize', () => {
  it('accents every letter, lengthens and brackets the text', () => {
    const out = pseudoLocalize('Manage Stores');
    expect(out.startsWith(PSEUDO_OPEN) && out.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(out).not.toMatch(/[A-Za-z]/);
    expect(out.length - 2).toBeGreaterThanOrEqual(Math.ceil('Manage Stores'.length * 1.35));
  });

  it('keeps placeholders verbatim so interpolation still works', () => {
    const out = pseudoLocalize('Delete %{name} %{recordRepresentation}');
    expect(placeholdersOf(out)).toEqual(['%{name}', '%{recordRepresentation}']);
    const provider = providerFor(out);
    expect(provider.translate('key', { name: 'X', recordRepresentation: 'Y' })).toMatch(
      /^⟦Ḓééļééţéé X Y·*⟧$/,
    );
  });

  it('keeps the |||| plural forms, each bracketed, so polyglot still picks one', () => {
    const out = pseudoLocalize('1 item selected |||| %{smart_count} items selected');
    const forms = out.split('||||');
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form.trim()).toMatch(/^⟦.*⟧$/);
    const provider = providerFor(out, 'en-XA');
    expect(provider.translate('key', { smart_count: 1 })).toMatch(/^⟦1 /);
    expect(provider.translate('key', { smart_count: 5 })).toMatch(/^⟦5 /);
  });

  it('leaves blank messages blank (react-admin uses " " for an empty boolean)', () => {
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize(' ')).toBe(' ');
  });

  it('is deterministic, so tests can find a control by its pseudo label', () => {
    expect(pseudoLocalize('Create Coupon')).toBe(pseudoLocalize('Create Coupon'));
  });

  it('for any text: no ASCII letter survives outside placeholders and placeholders are kept', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9 ,.!?'-]{1,12}$/);
    const placeholder = fc.stringMatching(/^[a-z_]{1,8}$/).map((name) => `%{${name}}`);
    const message = fc
      .array(fc.oneof(word, placeholder), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(message, (text) => {
        const out = pseudoLocalize(text);
        expect(placeholdersOf(out)).toEqual(placeholdersOf(text));
        expect(withoutPlaceholders(out)).not.toMatch(/[A-Za-z]/);
        expect(hasUntranslatedText(out)).toBe(false);
      }),
    );
  });

  it('pseudo-localises every English message, react-admin ones included', () => {
    const pseudo = flattenMessages(pseudoLocaleMessages(en));
    const english = flattenMessages(en);
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    for (const [key, text] of Object.entries(pseudo)) {
      if (!english[key].trim()) continue;
      expect(withoutPlaceholders(text), key).not.toMatch(/[A-Za-z]/);
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key]));
      expect(text.split('||||').length, key).toBe(english[key].split('||||').length);
    }
  });
});

describe('unbracketed / hasUntranslatedText', () => {
  it('treats nested brackets (a pseudo string holding user data) as translated', () => {
    expect(unbracketed('⟦⟦Ûšéŕš⟧ John Doe⟧')).toBe('');
    expect(hasUntranslatedText('⟦Ṕàĝé⟧ 3')).toBe(false);
  });

  it('flags text outside the brackets', () => {
    expect(hasUntranslatedText('Dashboard')).toBe(true);
    expect(hasUntranslatedText('⟦Ḓàšĥ⟧ Search')).toBe(true);
    expect(hasUntranslatedText('12/05/2024 – 3,200')).toBe(false);
  });
});

describe('depseudo', () => {
  it('gives the English back, for tests that look controls up by their English name', () => {
    for (const text of ['Create Coupon', 'Meet the Queue', 'Delete %{name}?', 'Ok']) {
      expect(depseudo(pseudoLocalize(text))).toBe(text);
    }
  });
});
