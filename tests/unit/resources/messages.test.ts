import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources';
import { areaOf, translationsOf } from '../i18n/localeFiles';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('resources messages', () => {
  const english = leaves(areaOf('en', 'resources') as Tree);

  it.each(translationsOf('resources'))('%s has the same keys and placeholders as en', (_locale, messages) => {
    const other = leaves(messages as Tree);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(other.get(key)!), key).toEqual(placeholders(text));
  });

  it('has every key the generated views of the declared resources use', () => {
    for (const resource of resources.filter((r) => r.route)) {
      const base = `resources.${resource.name}`;
      expect(english.has(`${base}.title`), `${base}.title`).toBe(true);
      // Whole sentences per resource, so every language can inflect them (no "Delete %{name}").
      for (const key of [
        `${base}.empty`,
        `${base}.message.bulk_delete_title`,
        `${base}.message.bulk_delete_content`,
      ])
        expect(english.has(key), key).toBe(true);
      for (const field of resource.fields) {
        const key = field.label ?? `${base}.fields.${field.source}`;
        expect(english.has(key), key).toBe(true);
      }
      if (resource.list?.actionsLabel) expect(english.has(resource.list.actionsLabel)).toBe(true);
    }
  });

  it("uses the spec's texts", () => {
    expect(english.get('resources.users.notifications.deleted')).toBe('User deleted successfully');
    expect(english.get('resources.stores.notifications.registered')).toBe(
      'Store marked as registered successfully',
    );
    expect(english.get('resources.stores.notifications.image_network')).toBe('Error updating vendor');
    expect(english.get('app.resources.validation.image_size')).toBe('Max image size allowed is 5MB.');
  });
});
