import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasOf, flatten, I18N_DIR, localeCodes, type Tree } from './localeFiles';

/**
 * The message files are data a translation tool takes in as is: nested JSON objects whose
 * leaves are all texts (no lists, numbers, booleans or empty groups, no dots inside a key),
 * which is what translate-toolkit's json2po (the engine under Weblate) and Crowdin, Lokalise,
 * Phrase… read as "nested JSON". When translate-toolkit's json2po is installed, it is run on every
 * file too.
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

/** An executable `name` on PATH (or Debian's /usr/bin), else undefined. */
function toolPath(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/bin'];
  return dirs
    .map((dir) => join(dir, name))
    .find((path) => {
      try {
        accessSync(path, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
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

  // Run as itself (its own interpreter, from its #! line): the python3 on PATH may be another one
  // (pyenv's) that cannot import the toolkit. Skipped only when it is not installed at all.
  const json2po = toolPath('json2po');
  it.skipIf(!json2po)('translate-toolkit json2po reads every file (when installed)', () => {
    const tool = json2po as string;
    const version = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    expect(
      version.status,
      `${tool} is installed but does not run:\n${version.stderr}${version.error ?? ''}`,
    ).toBe(0);
    const out = mkdtempSync(join(tmpdir(), 'json2po-'));
    try {
      // One run per language (a folder at once: a process per file would take half a minute).
      for (const code of localeCodes) {
        const args = ['-t', join(I18N_DIR, 'en'), '-i', join(I18N_DIR, code), '-o', join(out, code)];
        const run = spawnSync(tool, args, { encoding: 'utf8' });
        // It exits 0 even when a file could not be read: its warning says so.
        expect(run.status, `${code}: ${run.stderr}`).toBe(0);
        expect(run.stderr, code).not.toMatch(/Error processing/);
        for (const area of areasOf(code)) {
          const english = flatten(
            JSON.parse(readFileSync(join(I18N_DIR, 'en', `${area}.json`), 'utf8')) as Tree,
          );
          const units = readFileSync(join(out, code, `${area}.po`), 'utf8').match(/^msgid "/gm)?.length ?? 0;
          // One msgid per text, plus the PO header.
          expect(units, `${code}/${area}.json`).toBe(Object.keys(english).length + 1);
        }
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
