import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { flattenMessages } from '../../../src/i18n/merge';
import { areaOf, translationCodes, translationsOf } from './localeFiles';

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]*\}/g) ?? [])].sort();

/** Same keys, same placeholders, same number of plural forms (en, fr and es all use two). */
function expectParity(reference: Record<string, string>, translation: Record<string, string>) {
  expect(Object.keys(translation).sort()).toEqual(Object.keys(reference).sort());
  for (const [key, english] of Object.entries(reference)) {
    expect(placeholders(translation[key]), key).toEqual(placeholders(english));
    expect(translation[key].split('||||').length, key).toBe(english.split('||||').length);
  }
}

describe('react-admin messages as data (src/i18n/<code>/ra.json)', () => {
  it('en/ra.json holds every ra.* key of the installed react-admin, as ra-language-english words it', () => {
    // After a react-admin upgrade this fails: add the new keys to en/ra.json (and translate them).
    expect(flattenMessages(areaOf('en', 'ra'))).toEqual(flattenMessages(englishMessages));
  });

  it.each(translationCodes)('%s/ra.json has every ra.* key, plurals kept', (code) => {
    const english = flattenMessages(englishMessages);
    const translated = flattenMessages(areaOf(code, 'ra'));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      // A plural stays a plural; how many forms is the language's (checked by npm run i18n:check).
      expect(translated[key].includes('||||'), key).toBe(text.includes('||||'));
    }
  });
});

describe('Spanish react-admin messages (src/i18n/es/ra.json)', () => {
  it('translate every ra.* key of react-admin 5.15, placeholders and plurals intact', () => {
    const english = flattenMessages(englishMessages);
    const spanish = flattenMessages(areaOf('es', 'ra'));
    expectParity(english, spanish);
    const same = Object.keys(english).filter(
      (key) => english[key] === spanish[key] && /\p{L}{3}/u.test(english[key].replace(/%\{[^}]*\}/g, '')),
    );
    // Apart from "No" and placeholder-only texts, only "Inspector" reads the same in Spanish.
    expect(same).toEqual(['ra.configurable.inspector.title']);
  });
});

describe('common messages (layout, menu, errors, confirm)', () => {
  it.each(translationsOf('common'))('%s has exactly the English keys', (_, messages) => {
    expectParity(flattenMessages(areaOf('en', 'common')), flattenMessages(messages));
  });
});
