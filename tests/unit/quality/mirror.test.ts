// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * tests/unit/ mirrors src/, mocks/, scripts/ and perf/ folder for folder: the test of src/x/y.ts is
 * tests/unit/x/y.test.ts, of mocks/a/b.ts tests/unit/mocks/a/b.test.ts, of scripts/a/b.mjs
 * tests/unit/scripts/a/b.test.ts, of perf/lib.mjs tests/unit/perf/lib.test.ts. A test named after a folder sits inside that folder's mirror
 * (the tests of src/resources/agents/ in tests/unit/resources/agents/, not agents.test.ts beside
 * it). A test named after neither spans its folder's code and sits in that folder's mirror; at
 * the root of tests/unit/ only the tests of src's own root files (config.test.ts). quality/
 * (cross-cutting suites) and support/ (shared helpers) are exempt.
 */

/** What counts as a source file a test can be named after (message files do not). */
const CODE = /(?:\.d)?\.(?:ts|tsx|js|mjs|cjs|mts|cts)$/;
const TEST = /\.test\.(?:ts|tsx|js|mjs)$/;
const EXEMPT = ['quality', 'support'];

const dirOf = (path: string) => path.split('/').slice(0, -1).join('/');
const nameOf = (path: string) => path.split('/').at(-1) as string;

/** The source folder a test folder (relative to tests/unit/, '' for its root) stands for. */
function mirroredFolder(testDir: string): string {
  const head = testDir.split('/')[0];
  if (head === 'mocks' || head === 'scripts' || head === 'perf') return testDir;
  return testDir ? `src/${testDir}` : 'src';
}

/** Where the tests of a source folder (src/…, mocks/…, scripts/…, perf/…) live. */
function testFolderOf(sourceDir: string): string {
  const [head, ...rest] = sourceDir.split('/');
  return ['tests/unit', ...(head === 'src' ? rest : [head, ...rest])].join('/');
}

/**
 * The rule, on plain lists. `tests`: test files relative to tests/unit/; `sources`: every file
 * of src/, mocks/, scripts/ and perf/, relative to the repository. One message per misplaced test,
 * naming the file and where it belongs.
 */
function mirrorOffences(tests: readonly string[], sources: readonly string[]): string[] {
  const folders = new Set<string>();
  /** By name: the source files and folders a test of that name belongs with, and where it sits. */
  const homes = new Map<string, { source: string; folder: string }[]>();
  const add = (base: string, source: string, folder: string) =>
    homes.set(base, [...(homes.get(base) ?? []), { source, folder }]);
  for (const file of sources) {
    for (let dir = dirOf(file); dir; dir = dirOf(dir)) folders.add(dir);
    if (CODE.test(file)) add(nameOf(file).replace(CODE, ''), file, dirOf(file));
  }
  // A test named after a folder sits inside it (src/, mocks/, scripts/ and perf/ themselves aside).
  for (const folder of folders) if (folder.includes('/')) add(nameOf(folder), `${folder}/`, folder);
  const offences: string[] = [];
  for (const test of [...tests].sort()) {
    if (!TEST.test(test) || EXEMPT.includes(test.split('/')[0] as string)) continue;
    const dir = dirOf(test);
    const mirror = mirroredFolder(dir);
    const namesakes = homes.get(nameOf(test).replace(TEST, '')) ?? [];
    const problems: string[] = [];
    if (!folders.has(mirror)) problems.push(`its folder mirrors no source folder (no ${mirror}/)`);
    if (namesakes.length > 0 && !namesakes.some(({ folder }) => folder === mirror)) {
      const where = namesakes.map(({ source, folder }) =>
        source.endsWith('/') ? `into ${testFolderOf(folder)}/` : `to ${testFolderOf(folder)}/${nameOf(test)}`,
      );
      const named = namesakes.map(({ source }) => source).join(', ');
      problems.push(`it is named after ${named}: move it ${where.join(' or ')}`);
    } else if (namesakes.length === 0 && dir === '') {
      problems.push('the root of tests/unit/ holds only the tests of src/*.ts');
    }
    if (problems.length > 0 && namesakes.length === 0)
      problems.push('move it to the mirrored folder of the code it tests');
    if (problems.length > 0) offences.push(`tests/unit/${test}: ${problems.join('; ')}`);
  }
  return offences;
}

/** Every file under `root`, relative to `base`, with forward slashes. */
function filesUnder(root: string, base = root): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, base);
    return [
      path
        .slice(base.length + 1)
        .split('\\')
        .join('/'),
    ];
  });
}

describe('tests/unit/ mirrors src/, mocks/, scripts/ and perf/', () => {
  it('the rule reports a folder that mirrors nothing, a test named after a file or folder elsewhere, a root test (probe)', () => {
    const sources = [
      'src/lib/phone.ts',
      'src/layout/search/searchIndex.ts',
      'src/i18n/index.ts',
      'src/i18n/en/widgets.json',
      'src/config.ts',
      'mocks/handlers/auth.ts',
      'scripts/i18n/xliff.mjs',
      'scripts/new-resource/infer.d.mts',
      'src/resources/agents/index.ts',
      'src/resources/dataProvider.ts',
    ];
    const tests = [
      'lib/phone.test.ts',
      'layout/search/searchIndex.test.ts',
      'config.test.ts',
      'mocks/handlers/auth.test.ts',
      'scripts/i18n/xliff.test.ts',
      'i18n/widgets.test.ts',
      'quality/anything.test.ts',
      'support/helpers.ts',
      'weekly/grid.test.ts',
      'search/searchIndex.test.ts',
      'i18n/xliff.test.ts',
      'mocks/auth.test.ts',
      'lib/infer.test.ts',
      'resources/agents/index.test.ts',
      'resources/agents/screens.test.tsx',
      'resources/routing.test.tsx',
      'layout/layout.test.tsx',
      'resources/agents.test.ts',
      'publicSite.test.ts',
    ];
    expect(mirrorOffences(tests, sources)).toEqual([
      'tests/unit/i18n/xliff.test.ts: it is named after scripts/i18n/xliff.mjs: move it to tests/unit/scripts/i18n/xliff.test.ts',
      'tests/unit/lib/infer.test.ts: it is named after scripts/new-resource/infer.d.mts: move it to tests/unit/scripts/new-resource/infer.test.ts',
      'tests/unit/mocks/auth.test.ts: it is named after mocks/handlers/auth.ts: move it to tests/unit/mocks/handlers/auth.test.ts',
      'tests/unit/publicSite.test.ts: the root of tests/unit/ holds only the tests of src/*.ts; move it to the mirrored folder of the code it tests',
      'tests/unit/resources/agents.test.ts: it is named after src/resources/agents/: move it into tests/unit/resources/agents/',
      'tests/unit/search/searchIndex.test.ts: its folder mirrors no source folder (no src/search/); it is named after src/layout/search/searchIndex.ts: move it to tests/unit/layout/search/searchIndex.test.ts',
      'tests/unit/weekly/grid.test.ts: its folder mirrors no source folder (no src/weekly/); move it to the mirrored folder of the code it tests',
    ]);
  });

  it('holds for every test file', () => {
    const tests = filesUnder('tests/unit');
    const sources = ['src', 'mocks', 'scripts', 'perf'].flatMap((root) =>
      filesUnder(root).map((file) => `${root}/${file}`),
    );
    expect(tests.length).toBeGreaterThan(100);
    const offences = mirrorOffences(tests, sources);
    expect(offences, `misplaced tests:\n${offences.join('\n')}`).toEqual([]);
  });
});
