import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { I18N_DIR, messagesOf } from './localeFiles';

/**
 * src/i18n/context.json gives translators the context of each text (where it shows, what it
 * means, how long it may be). An entry names a key or a group of keys; notes of the groups
 * above a key apply to it too. The exporter puts them in every XLIFF unit.
 */
interface Entry {
  note?: string;
  maxLength?: number;
  mayOmit?: string[];
}
const context: Record<string, Entry> = JSON.parse(readFileSync(join(I18N_DIR, 'context.json'), 'utf8'));
const english = messagesOf('en');

/** The entries that apply to a key, from the most general to the key itself. */
const entriesOf = (key: string) =>
  key
    .split('.')
    .map((_, index, parts) => parts.slice(0, index + 1).join('.'))
    .filter((path) => context[path])
    .map((path) => ({ path, ...context[path] }));

describe('context.json', () => {
  it('gives every text at least one note', () => {
    const bare = Object.keys(english).filter((key) => !entriesOf(key).some((entry) => entry.note));
    expect(bare).toEqual([]);
  });

  it('says where each field label, column, button and menu entry shows (a note of its screen or below)', () => {
    const controls = Object.keys(english).filter((key) =>
      /^(resources\.\w+\.(fields|form|action|list)\.|app\.(menu|weekly\.columns|feeds\.columns|dashboard\.total)\w*)/.test(
        key,
      ),
    );
    expect(controls.length).toBeGreaterThan(80);
    const vague = controls.filter(
      (key) => !entriesOf(key).some((entry) => entry.note && entry.path.split('.').length >= 2),
    );
    expect(vague).toEqual([]);
  });

  it('explains the texts whose meaning is not clear from the English alone', () => {
    for (const key of [
      'resources.users.fields.userName',
      'app.weekly.status',
      'app.feeds.block_all',
      'resources.stores.fields.businessName',
      'app.business.doingBusinessas',
      'ra.sort.sort_by',
    ])
      expect(context[key]?.note, key).toBeTruthy();
    expect(context['resources.users.fields.userName'].note).toContain('Role');
  });

  it('limits the length where space is short (sidebar, columns, counters)', () => {
    for (const key of [
      'app.menu',
      'app.weekly.columns',
      'resources.users.fields',
      'app.dashboard.totalAgents',
    ])
      expect(context[key]?.maxLength, key).toBeGreaterThan(0);
  });

  it('names only keys or groups of English, with well-formed fields', () => {
    for (const [key, entry] of Object.entries(context)) {
      expect(
        Object.keys(english).some((message) => message === key || message.startsWith(`${key}.`)),
        key,
      ).toBe(true);
      for (const name of entry.mayOmit ?? []) expect(english[key] ?? '', key).toContain(name);
    }
  });
});
