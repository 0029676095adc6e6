import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run i18n:check` against small fixture trees (each a copy of a clean tree plus one fault). */
const SCRIPT = join(process.cwd(), 'scripts/i18n-check.mjs');
const roots: string[] = [];

const EN = `export default {
  app: {
    title: 'Console',
    greet: 'Hello %{name}',
    items: 'One item |||| %{smart_count} items',
    menu: { home: 'Home', stores: 'Stores' },
  },
  resources: { users: { name: 'User |||| Users', title: 'All users', fields: { email: 'Email' } } },
};`;
const FR = `export default {
  app: {
    title: 'Console',
    greet: 'Bonjour %{name}',
    items: 'Un élément |||| %{smart_count} éléments',
    menu: { home: 'Accueil', stores: 'Magasins' },
  },
  resources: { users: { name: 'Utilisateur |||| Utilisateurs', title: 'Tous', fields: { email: 'E-mail' } } },
};`;
const PAGE = `import { useTranslate } from 'react-admin';
export const Page = ({ count }: { count: number }) => {
  const translate = useTranslate();
  const menu = ['home', 'stores'].map((item) => translate(\`app.menu.\${item}\`));
  return (
    <section aria-label={translate('app.title')}>
      <h1>{translate('app.greet', { name: 'Ann' })}</h1>
      <p>{translate('app.items', { smart_count: count })} – 3 / 4</p>
      {menu}
    </section>
  );
};`;
const LIST = `import { ImageField, useTranslate } from 'react-admin';
export const List = ({ resource }: { resource: { name: string } }) => {
  const translate = useTranslate();
  return <h2>{translate(\`resources.\${resource.name}.title\`)}<ImageField source="src" title="title" /></h2>;
};`;
const USERS = `export const users = { name: 'users', endpoints: {}, fields: [{ source: 'email' }] };`;

type Files = Record<string, string>;
const CLEAN: Files = {
  'src/i18n/en/index.ts': EN,
  'src/i18n/fr/index.ts': FR,
  'src/pages/Page.tsx': PAGE,
  'src/resources/users/index.ts': USERS,
  'src/schema/List.tsx': LIST,
};

async function run(changes: Files = {}): Promise<{ status: number | null; output: string }> {
  const root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  roots.push(root);
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return new Promise((done) => {
    execFile(process.execPath, [SCRIPT, '--root', root], { timeout: 30000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      done({ status, output: `${stdout}${stderr}` });
    });
  });
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

// Each case is its own process, so they run side by side.
describe.concurrent('scripts/i18n-check.mjs', () => {
  it('passes a complete, fully translated tree', async () => {
    const { status, output } = await run();
    expect(output).toContain('✓ fr: 8 keys — complete');
    expect(output).toContain('hard-coded texts: 0');
    expect(output).toContain('i18n check passed');
    expect(status).toBe(0);
  });

  it('fails on a key missing from a translation, naming it', async () => {
    const { status, output } = await run({
      'src/i18n/fr/index.ts': FR.replace("greet: 'Bonjour %{name}',", ''),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/✗ fr: 7 keys — 1 missing/);
    expect(output).toMatch(/missing\s+app\.greet/);
  });

  it('fails on a key a translation has but English lacks', async () => {
    const { status, output } = await run({
      'src/i18n/fr/index.ts': FR.replace("title: 'Console',", "title: 'Console', old: 'Vieux',"),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/extra\s+app\.old/);
  });

  it('fails on a placeholder that differs from English', async () => {
    const { status, output } = await run({
      'src/i18n/fr/index.ts': FR.replace('Bonjour %{name}', 'Bonjour %{nom}'),
    });
    expect(status).toBe(1);
    expect(output).toContain('placeholders app.greet  (en {name} vs fr {nom})');
  });

  it('fails on a plural without its forms', async () => {
    const { status, output } = await run({
      'src/i18n/fr/index.ts': FR.replace(
        'Un élément |||| %{smart_count} éléments',
        '%{smart_count} éléments',
      ),
    });
    expect(status).toBe(1);
    expect(output).toContain('plurals      app.items  (1 form(s), expected 2)');
  });

  it('fails on a key the code uses that English lacks, with file and line', async () => {
    const page = PAGE.replace("translate('app.title')", "translate('app.heading')");
    const { status, output } = await run({ 'src/pages/Page.tsx': page });
    expect(status).toBe(1);
    expect(output).toContain('app.heading  (src/pages/Page.tsx:6)');
    expect(output).toMatch(/unused\s+app\.title/);
  });

  it('fails on a key nothing uses', async () => {
    const { status, output } = await run({
      'src/i18n/en/index.ts': EN.replace("title: 'Console',", "title: 'Console', orphan: 'Orphan',"),
      'src/i18n/fr/index.ts': FR.replace("title: 'Console',", "title: 'Console', orphan: 'Orphelin',"),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/keys in en used nowhere \(ra\.\* exempt\): 1\n\s+unused\s+app\.orphan/);
  });

  it('requires the labels of declared resources and their fields (react-admin convention)', async () => {
    const { status, output } = await run({
      'src/resources/users/index.ts': USERS.replace(
        "{ source: 'email' }",
        "{ source: 'email' }, { source: 'phone' }",
      ),
    });
    expect(status).toBe(1);
    expect(output).toContain('resources.users.fields.phone  (src/resources/users (field "phone"))');
  });

  it('fails on hard-coded visible text and names where it is', async () => {
    const page = PAGE.replace(
      "<p>{translate('app.items', { smart_count: count })} – 3 / 4</p>",
      '<p title="Total">Items</p>',
    );
    const { status, output } = await run({ 'src/pages/Page.tsx': page });
    expect(status).toBe(1);
    expect(output).toContain('hard-coded texts: 2');
    expect(output).toContain('src/pages/Page.tsx:8  title=  "Total"');
    expect(output).toContain('src/pages/Page.tsx:8  JSX text  "Items"');
  });

  it('counts notify texts, HttpError messages and choice names as visible', async () => {
    const code = `import { HttpError, useNotify } from 'react-admin';
export const useSave = () => {
  const notify = useNotify();
  const choices = [{ id: 'p', name: 'Percent' }];
  return () => { notify('Saved!'); throw new HttpError('Oops', 500); };
};
export const config = { choices: [{ id: 'p', name: 'Percent' }] };`;
    const { status, output } = await run({ 'src/pages/save.ts': code });
    expect(status).toBe(1);
    expect(output).toContain('src/pages/save.ts:5  notify()  "Saved!"');
    expect(output).toContain('src/pages/save.ts:5  HttpError()  "Oops"');
    expect(output).toContain('src/pages/save.ts:7  choice name  "Percent"');
  });
});
