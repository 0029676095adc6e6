import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import enCommon from '../../../src/i18n/en/common';
import esCommon from '../../../src/i18n/es/common';
import esRa from '../../../src/i18n/es/ra';
import frCommon from '../../../src/i18n/fr/common';
import { flattenMessages } from '../../../src/i18n/merge';

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]*\}/g) ?? [])].sort();

/** Same keys, same placeholders, same number of plural forms (en, fr and es all use two). */
function expectParity(reference: Record<string, string>, translation: Record<string, string>) {
  expect(Object.keys(translation).sort()).toEqual(Object.keys(reference).sort());
  for (const [key, english] of Object.entries(reference)) {
    expect(placeholders(translation[key]), key).toEqual(placeholders(english));
    expect(translation[key].split('||||').length, key).toBe(english.split('||||').length);
  }
}

describe('Spanish react-admin messages (src/i18n/es/ra.ts)', () => {
  it('translate every ra.* key of react-admin 5.15, placeholders and plurals intact', () => {
    const english = flattenMessages(englishMessages);
    const spanish = flattenMessages(esRa);
    expectParity(english, spanish);
    const same = Object.keys(english).filter(
      (key) => english[key] === spanish[key] && /\p{L}{3}/u.test(english[key].replace(/%\{[^}]*\}/g, '')),
    );
    // Apart from "No" and placeholder-only texts, only "Inspector" reads the same in Spanish.
    expect(same).toEqual(['ra.configurable.inspector.title']);
  });
});

describe('common messages (layout, menu, errors, confirm)', () => {
  it.each([
    ['fr', frCommon],
    ['es', esCommon],
  ])('%s has exactly the English keys', (_, messages) => {
    expectParity(flattenMessages(enCommon), flattenMessages(messages));
  });
});
