import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRows, inferFields, kindOf, labelOf, singularOf } from '../../../scripts/new-resource/infer.mjs';

const ROOT = resolve(__dirname, '../../..');
const SAMPLE = join(ROOT, 'tests/fixtures/promotions-reply.json');

/** The repository as git tracks it (plus uncommitted files), in a temporary folder. */
function copyOfRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'new-resource-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch {
      // a file deleted in the working tree
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Child processes run as they would from a shell, not inside this test run. */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
const run = (cwd: string, command: string, args: string[]) =>
  spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 180_000 });

describe('new:resource inference', () => {
  it('finds the rows in the body, under data, or as the whole reply', () => {
    expect(findRows({ data: [{ a: 1 }] }).path).toBe('data');
    expect(findRows({ users: [{ a: 1 }] }).path).toBe('users');
    expect(findRows({ data: { docs: [{ a: 1 }] } }).path).toBe('docs');
    expect(findRows([{ a: 1 }]).path).toBeUndefined();
    expect(() => findRows({ message: 'ok' })).toThrow(/no list of records/);
  });

  it("tells each field's kind from its name and values", () => {
    expect(kindOf('email', ['a@b.co'])).toBe('email');
    expect(kindOf('website', ['https://x.example'])).toBe('url');
    expect(kindOf('photo', ['https://cdn.example/p.jpg'])).toBe('image');
    expect(kindOf('clip', ['https://cdn.example/a.mp4'])).toBe('video');
    expect(kindOf('phone', ['(732) 555-7207'])).toBe('phone');
    expect(kindOf('endsOn', ['2026-12-31', '2027-01-01T10:00:00.000Z'])).toBe('date');
    expect(kindOf('percent', [15, 20])).toBe('number');
    expect(kindOf('active', [true, false])).toBe('boolean');
    expect(kindOf('storeId', ['abc'])).toBe('id');
    expect(kindOf('_id', ['abc'])).toBe('id');
    expect(kindOf('tags', [['a']])).toBeUndefined();
    expect(kindOf('name', ['Spring Sale'])).toBe('text');
    const { fields, skipped } = inferFields([{ a: 'x', n: 1 }, { a: 'y' }]);
    expect(fields).toEqual([
      { name: 'a', kind: 'text', type: 'string', optional: false },
      { name: 'n', kind: 'number', type: 'number', optional: true },
    ]);
    expect(skipped).toEqual([]);
    expect(labelOf('businessName')).toBe('Business Name');
    expect(labelOf('first_name')).toBe('First Name');
    expect(singularOf('promotions')).toBe('promotion');
    expect(singularOf('categories')).toBe('category');
  });
});

describe('npm run new:resource', () => {
  it('refuses an existing or invalid name and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-resource-refuse-'));
    const declared = join(ROOT, 'src/resources/declared.ts');
    const before = readFileSync(declared, 'utf8');
    for (const name of ['users', 'Bad-Name', '1x']) {
      const result = run(ROOT, 'node', ['scripts/new-resource.mjs', name]);
      expect(result.status, name).toBe(1);
      expect(result.stderr).toMatch(/Nothing was changed/);
    }
    expect(readFileSync(declared, 'utf8')).toBe(before);
    writeFileSync(join(dir, 'empty.json'), '{"message":"no rows"}');
    const noRows = run(ROOT, 'node', [
      'scripts/new-resource.mjs',
      'gadgets',
      '--from',
      join(dir, 'empty.json'),
    ]);
    expect(noRows.status).toBe(1);
    expect(noRows.stderr).toMatch(/no list of records/);
  });

  it('scaffolds "promotions" from a sample reply: it typechecks, lints, passes its test and the i18n check', {
    timeout: 240_000,
  }, () => {
    const dir = copyOfRepo();
    const started = Date.now();
    const made = run(dir, 'node', ['scripts/new-resource.mjs', 'promotions', '--from', SAMPLE]);
    expect(made.status, made.stderr).toBe(0);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(made.stdout).toMatch(
      /endsOn: date, contactEmail: email, website: url, bannerUrl: image, hotline: phone/,
    );
    const typecheck = run(dir, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.stdout + typecheck.stderr, 'typecheck').not.toMatch(/error TS/);
    expect(typecheck.status).toBe(0);
    const lint = run(dir, 'npx', [
      'biome',
      'check',
      'src/resources/promotions',
      'tests/unit/resources/promotions.test.ts',
    ]);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const tested = run(dir, 'npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      'tests/unit/resources/promotions.test.ts',
      'tests/unit/docs/callTable.test.ts',
      'tests/unit/i18n/context.test.ts',
    ]);
    expect(tested.status, tested.stdout.slice(-2000)).toBe(0);
    const i18n = run(dir, 'node', ['scripts/i18n-check.mjs']);
    expect(i18n.status, i18n.stdout.slice(-2000)).toBe(0);
    const status = run(dir, 'node', ['scripts/i18n-status.mjs']);
    expect(status.stdout).toMatch(/still in English/);
  });
});
