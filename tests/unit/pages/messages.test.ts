import { describe, expect, test } from 'vitest';
import { areaOf, translationsOf } from '../i18n/localeFiles';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
const english = flatten(areaOf('en', 'pages') as Tree);

describe.each(translationsOf('pages'))('pages messages in %s', (_locale, messages) => {
  const other = flatten(messages as Tree);
  test('have the same keys as English', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
  });
  test('keep every placeholder and plural form', () => {
    for (const [key, text] of Object.entries(english)) {
      expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(text)]);
      expect([key, (other[key] ?? '').split('||||').length]).toEqual([key, text.split('||||').length]);
    }
  });
});
