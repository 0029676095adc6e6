import { describe, expect, it } from 'vitest';
import { areaOf, translationsOf } from '../i18n/localeFiles';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, leaves(value, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('widgets messages', () => {
  const english = leaves(areaOf('en', 'widgets') as Tree);

  it.each(translationsOf('widgets'))(
    '%s has the same keys and placeholders as en, all translated',
    (_, messages) => {
      const other = leaves(messages as Tree);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(other[key]!), key).toEqual(placeholders(text));
        expect(other[key]!.trim(), key).not.toBe('');
      }
    },
  );

  it('keeps the spec texts in English', () => {
    expect(english).toMatchObject({
      'app.widgets.image.too_large': 'Max image size allowed is 5MB.',
      'app.widgets.referral.copied': 'Link copied to clipboard',
      'app.widgets.phone.required': 'Please fill the contact number',
      'app.widgets.description.generate': 'Generate Description with AI',
      'app.widgets.image.download': 'Download Image',
      'app.widgets.image.cancel': 'Cancel',
      'app.widgets.image.done': 'Done',
      'app.widgets.address.label': 'Business Address',
    });
  });

  it('uses only keys under app.widgets', () => {
    for (const key of Object.keys(english)) expect(key.startsWith('app.widgets.')).toBe(true);
  });
});
