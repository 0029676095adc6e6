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
    expect(labelOf('ticketUrl')).toBe('Ticket URL');
    expect(labelOf('store_id')).toBe('Store ID');
    expect(labelOf('identity')).toBe('Identity');
    expect(singularOf('promotions')).toBe('promotion');
    expect(singularOf('categories')).toBe('category');
  });
});

describe('npm run new:resource', () => {
  it('refuses an existing or invalid name and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-resource-refuse-'));
    const declared = join(ROOT, 'src/resources/declaredResources.ts');
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

  it('scaffolds from five sample shapes (text, numbers and dates, URLs, nested objects, images): every check of .ci/run passes', {
    timeout: 420_000,
  }, () => {
    const dir = copyOfRepo();
    const samples = join(dir, 'samples');
    mkdirSync(samples);
    /** Five platform replies of other shapes, each a new resource of the same tree. */
    const shapes: Record<string, unknown> = {
      // Text with a title: its demo data once failed the i18n check ("hard-coded texts").
      events: {
        data: [
          {
            _id: 'e1',
            title: 'Fall Food Fair',
            description: 'Tastings, music & more',
            ticketUrl: 'https://tix.example/e1',
          },
          {
            _id: 'e2',
            title: 'Winter Market',
            description: 'Crafts by the river',
            ticketUrl: 'https://tix.example/e2',
          },
        ],
      },
      // Numbers and dates only (and the rows as the whole reply).
      readings: [
        { id: 1, value: 12.5, count: 3, takenAt: '2026-11-01T08:00:00.000Z', day: '2026-11-01' },
        { id: 2, value: 7, count: 0, takenAt: '2026-11-02T09:30:00.000Z', day: '2026-11-02' },
      ],
      // URLs and e-mails under another envelope key.
      partners: {
        partners: [
          {
            _id: 'p1',
            name: 'Harbor Co',
            homepage: 'https://harbor.example',
            apiUrl: 'https://api.harbor.example',
            contactEmail: 'hi@harbor.example',
          },
          {
            _id: 'p2',
            name: 'Northside',
            homepage: 'https://north.example',
            apiUrl: 'https://api.north.example',
            contactEmail: 'hi@north.example',
          },
        ],
      },
      // Nested objects and arrays (not editable as fields: left out, and said so).
      orders: {
        data: {
          docs: [
            {
              _id: 'o1',
              reference: 'A-100',
              customer: { name: 'Ada', city: 'Hoboken' },
              lines: [{ sku: 'x', qty: 1 }],
              total: 42,
            },
            {
              _id: 'o2',
              reference: 'A-101',
              customer: { name: 'Bo', city: 'Newark' },
              lines: [],
              total: 7.5,
            },
          ],
        },
      },
      // Images and a video.
      galleries: {
        data: [
          {
            _id: 'g1',
            caption: 'Opening day',
            photo: 'https://cdn.example/g1.jpg',
            clip: 'https://cdn.example/g1.mp4',
            phone: '(732) 555-7207',
          },
          {
            _id: 'g2',
            caption: 'Night view',
            photo: 'https://cdn.example/g2.png',
            clip: 'https://cdn.example/g2.mp4',
            phone: '+1 201 555 0142',
          },
        ],
      },
    };
    const started = Date.now();
    const promotions = run(dir, 'node', ['scripts/new-resource.mjs', 'promotions', '--from', SAMPLE]);
    expect(promotions.status, promotions.stderr).toBe(0);
    expect(promotions.stdout).toMatch(
      /endsOn: date, contactEmail: email, website: url, bannerUrl: image, hotline: phone/,
    );
    for (const [name, reply] of Object.entries(shapes)) {
      const file = join(samples, `${name}.json`);
      writeFileSync(file, JSON.stringify(reply, null, 2));
      const made = run(dir, 'node', ['scripts/new-resource.mjs', name, '--from', file]);
      expect(made.status, `${name}: ${made.stderr}`).toBe(0);
    }
    expect(Date.now() - started).toBeLessThan(120_000);
    // Labels as people write them.
    expect(readFileSync(join(dir, 'src/i18n/en/resources.json'), 'utf8')).toContain(
      '"ticketUrl": "Ticket URL"',
    );
    // .ci/run's checks, on the tree with all six new resources.
    const typecheck = run(dir, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    expect(typecheck.stdout + typecheck.stderr, 'typecheck').not.toMatch(/error TS/);
    expect(typecheck.status).toBe(0);
    const lint = run(dir, 'npx', ['biome', 'check', 'src', 'mocks', 'tests', 'scripts']);
    expect(lint.status, lint.stdout.slice(-3000) + lint.stderr.slice(-2000)).toBe(0);
    const circles = run(dir, 'npm', ['run', '-s', 'check:circles']);
    expect(circles.status, circles.stdout.slice(-2000)).toBe(0);
    const layers = run(dir, 'npm', ['run', '-s', 'check:layers']);
    expect(layers.status, layers.stdout + layers.stderr).toBe(0);
    const i18n = run(dir, 'node', ['scripts/i18n-check.mjs']);
    expect(i18n.status, i18n.stdout.slice(-3000)).toBe(0);
    const tested = run(dir, 'npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      ...['promotions', ...Object.keys(shapes)].map((name) => `tests/unit/resources/${name}/index.test.ts`),
      'tests/unit/scripts/lib/callTableSource.test.ts',
      'tests/unit/scripts/lib/routeTableSource.test.ts',
      'tests/unit/i18n/context.test.ts',
      // Its test sits where the mirror rule says.
      'tests/unit/quality/mirror.test.ts',
    ]);
    expect(tested.status, tested.stdout.slice(-3000)).toBe(0);
    const status = run(dir, 'node', ['scripts/i18n-status.mjs']);
    expect(status.stdout).toMatch(/still in English/);
  });
});
