import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasOf, flatten, I18N_DIR, localeCodes, type Tree } from './localeFiles';

/**
 * The message files are data a translation tool takes in as is: nested JSON objects whose
 * leaves are all texts (no lists, numbers, booleans or empty groups, no dots inside a key),
 * which is what translate-toolkit's json2po (the engine under Weblate) and Crowdin, Lokalise,
 * Phrase… read as "nested JSON". When translate-toolkit is installed (python3 -m translate), its
 * json2po is run on every file too.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function problemsOf(value: Json, path = ''): string[] {
  if (typeof value === 'string') return path ? [] : ['the file is a text, not an object'];
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [`${path || '(file)'}: ${JSON.stringify(value)} is not a text`];
  const entries = Object.entries(value);
  if (entries.length === 0) return [`${path || '(file)'}: empty group`];
  return entries.flatMap(([key, child]) => [
    ...(key.includes('.') || key.trim() === ''
      ? [`${path}${key}: a key may not contain a dot or be blank`]
      : []),
    ...problemsOf(child, `${path}${key}.`),
  ]);
}

const files = localeCodes.flatMap((code) => areasOf(code).map((area) => `${code}/${area}.json`));

describe('message files (src/i18n/<code>/*.json)', () => {
  it.each(files)('%s is nested JSON whose every leaf is a text', (file) => {
    const value = JSON.parse(readFileSync(join(I18N_DIR, file), 'utf8')) as Json;
    expect(problemsOf(value)).toEqual([]);
  });

  it('every locale has the same files as English', () => {
    for (const code of localeCodes) expect(areasOf(code), code).toEqual(areasOf('en'));
  });

  const python = spawnSync('python3', ['-c', 'import translate.convert.json2po'], { encoding: 'utf8' });
  it.skipIf(python.status !== 0)('translate-toolkit json2po reads every file (when installed)', () => {
    const out = mkdtempSync(join(tmpdir(), 'json2po-'));
    try {
      for (const file of files) {
        const po = join(out, `${file.replace('/', '-')}.po`);
        const template = join(I18N_DIR, 'en', file.split('/')[1]);
        const args = [
          '-m',
          'translate.convert.json2po',
          '-t',
          template,
          '-i',
          join(I18N_DIR, file),
          '-o',
          po,
        ];
        const run = spawnSync('python3', args, { encoding: 'utf8' });
        expect(run.status, `${file}: ${run.stderr}`).toBe(0);
        const english = flatten(JSON.parse(readFileSync(template, 'utf8')) as Tree);
        const units = readFileSync(po, 'utf8').match(/^msgid "/gm)?.length ?? 0;
        // One msgid per text, plus the PO header.
        expect(units, file).toBe(Object.keys(english).length + 1);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
