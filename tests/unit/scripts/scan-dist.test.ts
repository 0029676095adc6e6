// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `node scripts/scan-dist.mjs` against planted fixture bundles. */
const SCRIPT = join(process.cwd(), 'scripts/scan-dist.mjs');
const roots: string[] = [];

interface Finding {
  file: string;
  line: number;
  column: number;
  rule: string;
  excerpt: string;
}

// Built from parts so this test file itself holds no scannable key.
const GOOGLE_KEY = ['AIza', 'SyD3x9Qk2Lm7Vb0Rt5Wn8Pz4Hc6Jf1Gs2Ea'].join('');
const STRIPE_KEY = ['sk', '_live_', '4eC39HqLyjWDarjtT1zdp7dc'].join('');
const PRIVATE_KEY = ['-----BEGIN ', 'RSA PRIVATE KEY', '-----\nMIIEow…\n-----END RSA PRIVATE KEY-----'].join(
  '',
);
const AWS_KEY = ['AKIA', 'IOSFODNN7EXAMPLE'].join('');
const HEX_TOKEN = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';
const MAPS_KEY = 'maps-key-7Hq2Zx9Lw3';

const CLEAN_JS = [
  'const e={password:"app.auth.fields.password",token:"token"};',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a minified template literal, as text
  'const t={headers:{Authorization:`Bearer ${n}`}};',
  'export const m="password_rule";const c="AIza";',
].join('\n');

/** Writes `files` (path → text) into a fresh directory: the project root, with `dist/` inside. */
function fixture(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'scan-dist-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function scan(root: string, env: Record<string, string> = {}, json = true) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/KEY|SECRET|TOKEN|PASSW|PRIVATE|CREDENTIAL/i.test(name)),
  );
  return new Promise<{ code: number; stdout: string; findings: Finding[] }>((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, 'dist', ...(json ? ['--json'] : [])],
      { cwd: root, env: { ...clean, ...env } },
      (error, stdout) => {
        const code = error ? Number(error.code ?? 1) : 0;
        const findings = json && stdout.trim().startsWith('{') ? JSON.parse(stdout).findings : [];
        resolve({ code, stdout, findings });
      },
    );
  });
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('scan-dist', () => {
  it('passes a clean bundle, key-like names with message keys and words included', async () => {
    const root = fixture({
      'dist/index.html': '<!doctype html><script type="module" src="/assets/index.js"></script>',
      'dist/assets/index.js': CLEAN_JS,
      'dist/assets/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
    });
    const { code, findings } = await scan(root);
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('finds each planted key format with its file and line', async () => {
    const root = fixture({
      'dist/assets/a.js': `${CLEAN_JS}\nconst k="${GOOGLE_KEY}";`,
      'dist/assets/b.js': `x\ny\nconst s='${STRIPE_KEY}';`,
      'dist/keys/c.txt': `intro\n${PRIVATE_KEY}`,
      'dist/assets/d.js': `const aws="${AWS_KEY}"`,
    });
    const { code, findings } = await scan(root);
    expect(code).toBe(1);
    const where = findings.map((f) => `${f.file}:${f.line} ${f.rule}`).sort();
    expect(where).toEqual([
      'dist/assets/a.js:4 google-api-key',
      'dist/assets/b.js:3 stripe-secret-key',
      'dist/assets/d.js:1 aws-access-key-id',
      'dist/keys/c.txt:2 private-key',
    ]);
  });

  it('finds a long random value assigned to a key-like name, and gives its column', async () => {
    const root = fixture({
      'dist/assets/app.js': `var a=1;\nconst cfg={mapsApiKey:"${HEX_TOKEN}",other:"x"};`,
    });
    const { findings } = await scan(root);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      file: 'dist/assets/app.js',
      line: 2,
      column: 'const cfg={mapsApiKey:"'.length + 1,
      rule: 'secret-assigned-to-mapsApiKey',
    });
  });

  it('finds the configured maps key wherever it is, from the environment or a .env file', async () => {
    const bundle = { 'dist/assets/maps.js': `load("https://maps.example/js?key=${MAPS_KEY}")` };
    const fromEnv = await scan(fixture(bundle), { VITE_MAPS_API_KEY: MAPS_KEY });
    expect(fromEnv.findings.map((f) => f.rule)).toEqual(['env-value-of-VITE_MAPS_API_KEY']);
    const fromFile = await scan(fixture({ ...bundle, '.env.local': `VITE_MAPS_API_KEY="${MAPS_KEY}"\n` }));
    expect(fromFile.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      'dist/assets/maps.js:1 env-value-of-VITE_MAPS_API_KEY',
    ]);
    // Not configured: the same bundle passes (the key is only known through configuration).
    expect((await scan(fixture(bundle))).code).toBe(0);
  });

  it('prints file:line and masks the secret in its plain output', async () => {
    const root = fixture({ 'dist/assets/a.js': `\n\nconst k="${GOOGLE_KEY}";` });
    const { code, stdout } = await scan(root, {}, false);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^dist\/assets\/a\.js:3:\d+ google-api-key /m);
    expect(stdout).not.toContain(GOOGLE_KEY);
    expect(stdout).toContain('AIza…(39 chars)');
  });

  it('refuses a missing directory', async () => {
    const { code } = await scan(fixture({ 'README.md': 'no dist here' }));
    expect(code).toBe(2);
  });
});
