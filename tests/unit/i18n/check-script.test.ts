import { afterAll, describe, expect, it } from 'vitest';
import { copyOfMessages, type Files, makeTree, removeTrees, runScript } from './fixtureTree';

/** `npm run i18n:check` against small fixture trees (each a copy of a clean tree plus one fault). */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const EN = json({
  app: {
    title: 'Console',
    greet: 'Hello %{name}',
    items: 'One item |||| %{smart_count} items',
    menu: { home: 'Home', stores: 'Stores' },
  },
  resources: { users: { name: 'User |||| Users', title: 'All users', fields: { email: 'Email' } } },
});
const FR = json({
  app: {
    title: "Console d'administration",
    greet: 'Bonjour %{name}',
    items: 'Un élément |||| %{smart_count} éléments',
    menu: { home: 'Accueil', stores: 'Magasins' },
  },
  resources: { users: { name: 'Utilisateur |||| Utilisateurs', title: 'Tous', fields: { email: 'E-mail' } } },
});
const EN_RA = json({
  ra: { action: { save: 'Save' }, sort: { sort_by: 'Sort by %{field_lower_first} %{order}' } },
});
const FR_RA = json({
  ra: { action: { save: 'Enregistrer' }, sort: { sort_by: 'Trier par %{field_lower_first} %{order}' } },
});
const LOCALES = json([
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'fr', name: 'Français', direction: 'ltr' },
]);
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

const CLEAN: Files = {
  'src/i18n/locales.json': LOCALES,
  'src/i18n/en/app.json': EN,
  'src/i18n/en/ra.json': EN_RA,
  'src/i18n/fr/app.json': FR,
  'src/i18n/fr/ra.json': FR_RA,
  'src/pages/Page.tsx': PAGE,
  'src/resources/users/index.ts': USERS,
  'src/engine/List.tsx': LIST,
};

const run = (changes: Files = {}) => runScript('i18n-check.mjs', makeTree({ ...CLEAN, ...changes }));

afterAll(removeTrees);

// Each case is its own process, so they run side by side.
describe.concurrent('scripts/i18n-check.mjs', () => {
  it('passes a complete, fully translated tree', async () => {
    const { status, output } = await run();
    expect(output).toContain('✓ fr: 10 of 10 keys; all 10 texts translated');
    expect(output).toContain('hard-coded texts: 0');
    expect(output).toContain('i18n check passed');
    expect(status).toBe(0);
  });

  it('fails on a key missing from a translation, naming the file and the key', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace('    "greet": "Bonjour %{name}",\n', ''),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/✗ fr: 9 of 10 keys — 1 missing/);
    expect(output).toContain('missing in src/i18n/fr/app.json: app.greet');
  });

  it('fails on a key English lacks, with its line', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace(
        '"title": "Console d\'administration",',
        '"title": "Console", "old": "Vieux",',
      ),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/unknown key\s+src\/i18n\/fr\/app\.json:3 {2}app\.old/);
  });

  it('reports a placeholder written wrong with file, line, English and translation', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace('Bonjour %{name}', 'Bonjour %{nom}'),
    });
    expect(status).toBe(1);
    expect(output).toContain('unknown placeholder  src/i18n/fr/app.json:4  app.greet');
    expect(output).toContain('%{nom} is not in English: it would show as is (English has %{name})');
    expect(output).toContain('dropped placeholder  src/i18n/fr/app.json:4  app.greet');
    expect(output).toContain('English:     "Hello %{name}"');
    expect(output).toContain('Translation: "Bonjour %{nom}"');
  });

  it('fails when the number of a plural is dropped (it would vanish from the screen)', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace('%{smart_count} éléments', 'des éléments'),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/dropped number\s+src\/i18n\/fr\/app\.json:5 {2}app\.items/);
    expect(output).toContain('%{smart_count} is missing from form 2: the number will not show');
  });

  it('fails on a plural without its forms', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace(
        'Un élément |||| %{smart_count} éléments',
        '%{smart_count} éléments',
      ),
    });
    expect(status).toBe(1);
    expect(output).toContain('1 form(s) separated by ||||; this language needs 2');
  });

  it('fails on a broken placeholder such as %{name', async () => {
    const { status, output } = await run({
      'src/i18n/fr/app.json': FR.replace('Bonjour %{name}', 'Bonjour %{name'),
    });
    expect(status).toBe(1);
    expect(output).toContain('broken placeholder');
    expect(output).toContain('%{name is not a placeholder');
  });

  it('lets the sort tooltip use %{field} instead of %{field_lower_first}', async () => {
    const { status, output } = await run({
      'src/i18n/fr/ra.json': FR_RA.replace('%{field_lower_first}', '%{field}'),
    });
    expect(output).toContain('✓ fr: 10 of 10 keys');
    expect(status).toBe(0);
  });

  it('explains a stray double quote and a missing comma by line, and still checks the other files', async () => {
    const quote = await run({
      'src/i18n/fr/app.json': FR.replace('"Accueil"', '"L"accueil"'),
      'src/i18n/fr/ra.json': FR_RA.replace('"save": "Enregistrer"', '"save": ""'),
    });
    expect(quote.status).toBe(1);
    expect(quote.output).toMatch(/broken file\s+src\/i18n\/fr\/app\.json:7\n/);
    expect(quote.output).toContain('a double quote (") inside a text must be written \\"');
    expect(quote.output).toMatch(/empty\s+src\/i18n\/fr\/ra\.json:4 {2}ra\.action\.save/);
    expect(quote.output).not.toMatch(/missing in src\/i18n\/fr\/app\.json/);

    const comma = await run({
      'src/i18n/fr/app.json': FR.replace('"Bonjour %{name}",', '"Bonjour %{name}"'),
    });
    expect(comma.output).toContain('src/i18n/fr/app.json:4');
    expect(comma.output).toContain('a comma is missing at the end of line 4');
  });

  it('explains single quotes and values that are not texts', async () => {
    const single = await run({ 'src/i18n/fr/app.json': FR.replace('"Accueil"', "'Accueil'") });
    expect(single.output).toContain('between double quotes ("…"), not single quotes');
    const number = await run({ 'src/i18n/fr/app.json': FR.replace('"Accueil"', '12') });
    expect(number.status).toBe(1);
    expect(number.output).toMatch(/not a text\s+src\/i18n\/fr\/app\.json:7 {2}app\.menu\.home/);
  });

  it('reports a straight copy of English honestly, not as complete', async () => {
    const { status, output } = await run({ 'src/i18n/fr/app.json': EN, 'src/i18n/fr/ra.json': EN_RA });
    expect(output).toContain(
      '✓ fr: 10 of 10 keys; 0 of 10 texts translated, 10 still in English (npm run i18n:status)',
    );
    expect(status).toBe(0);
  });

  it('fails when locales.json and the folders disagree', async () => {
    const { status, output } = await run({ 'src/i18n/de/app.json': EN });
    expect(status).toBe(1);
    expect(output).toContain('src/i18n/de/ is not in src/i18n/locales.json');
    const listed = await run({
      'src/i18n/locales.json': LOCALES.replace(
        ']',
        ',{ "code": "it", "name": "Italiano", "direction": "ltr" }]',
      ),
    });
    expect(listed.output).toContain('locales.json lists "it" but src/i18n/it/ has no JSON file');
  });

  it('fails on notes for keys that do not exist and warns about texts over their limit', async () => {
    const { status, output } = await run({
      'src/i18n/context.json': json({ 'app.menu': { maxLength: 7 }, 'app.gone': { note: 'Old' } }),
    });
    expect(status).toBe(1);
    expect(output).toContain('src/i18n/context.json:5: "app.gone" is no message key or group of en');
    expect(output).toMatch(/too long\s+src\/i18n\/fr\/app\.json:8 {2}app\.menu\.stores/);
    expect(output).toContain('8 characters; the limit is 7');
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
      'src/i18n/en/app.json': EN.replace('"title": "Console",', '"title": "Console", "orphan": "Orphan",'),
      'src/i18n/fr/app.json': FR.replace(
        '"title": "Console d\'administration",',
        '"title": "Console d\'administration", "orphan": "Orphelin",',
      ),
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

describe.concurrent('scripts/i18n-status.mjs', () => {
  it('counts translated texts per locale and lists what is left, with file and line', async () => {
    const fr = FR.replace('"Accueil"', '"Home"').replace('"E-mail"', '"Email"');
    const root = makeTree({
      ...CLEAN,
      'src/i18n/fr/app.json': fr.replace('    "greet": "Bonjour %{name}",\n', ''),
    });
    const { status, output } = await runScript('i18n-status.mjs', root);
    expect(status).toBe(0);
    expect(output).toContain('English is the reference: 10 texts to translate');
    expect(output).toMatch(/fr\s+Français\s+7 of 10 translated \(70 %\) — 2 still in English, 1 missing/);
    expect(output).toMatch(/src\/i18n\/fr\/app\.json:6\s+app\.menu\.home\s+"Home"/);
    expect(output).toMatch(/src\/i18n\/fr\/app\.json\s+app\.greet\s+"Hello %\{name\}"/);
  });

  it('counts a text as translated when identical.json says it is right as it is', async () => {
    const fr = FR.replace('"E-mail"', '"Email"');
    const root = makeTree({
      ...CLEAN,
      'src/i18n/fr/app.json': fr,
      'src/i18n/identical.json': json({ fr: ['Email'] }),
    });
    const { output } = await runScript('i18n-status.mjs', root);
    expect(output).toMatch(/fr\s+Français\s+10 of 10 translated \(100 %\) — complete/);
  });

  it('finds nothing left in this repository, as the README says (fr, es, de complete)', async () => {
    const { stdout } = await runScript('i18n-status.mjs', copyOfMessages(), ['--json']);
    const left = (JSON.parse(stdout) as { code: string; missing: string[]; same: string[] }[]).map(
      ({ code, missing, same }) => ({ code, left: [...missing, ...same] }),
    );
    expect(left).toEqual(['fr', 'es', 'de'].map((code) => ({ code, left: [] })));
  });
});
