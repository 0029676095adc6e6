import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOfMessages, messageFiles, removeTrees, runScript } from '../../i18n/fixtureTree';
import { translationCodes } from '../../i18n/localeFiles';

/**
 * `npm run i18n:export` / `npm run i18n:import` on copies of this repository's messages: the
 * round trip changes no byte, a translated file gives what editing the JSON by hand gives, and a
 * faulty file is refused whole.
 */
afterAll(removeTrees);

async function exportTo(root: string, locale: string): Promise<string> {
  const out = join(root, `${locale}.xlf`);
  const { status, output } = await runScript('i18n-export.mjs', root, ['--locale', locale, '--out', out]);
  expect(status, output).toBe(0);
  return readFileSync(out, 'utf8');
}

async function importFile(root: string, xml: string, name = 'in.xlf') {
  const path = join(root, name);
  writeFileSync(path, xml);
  return runScript('i18n-import.mjs', root, [path]);
}

/** The <unit> of a key in an exported file. */
const unitOf = (xml: string, key: string) => {
  const match = new RegExp(`<unit id="${key.replace(/\./g, '\\.')}"[^>]*>[\\s\\S]*?</unit>`).exec(xml);
  if (!match) throw new Error(`no unit ${key}`);
  return match[0];
};
/** Replaces the <target> of a unit. */
const withTarget = (xml: string, key: string, target: string) => {
  const unit = unitOf(xml, key);
  return xml.replace(unit, unit.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`));
};

/** Sets one key in a locale's JSON file the way a translator editing by hand would. */
function editByHand(root: string, locale: string, area: string, key: string, text: string) {
  const path = join(root, 'src/i18n', locale, `${area}.json`);
  const tree = JSON.parse(readFileSync(path, 'utf8'));
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = node[part];
  node[parts.at(-1)!] = text;
  writeFileSync(path, `${JSON.stringify(tree, null, 2)}\n`);
}

describe('XLIFF export', () => {
  it('writes XLIFF 2.0 units with the English source, notes, length limit and protected placeholders', async () => {
    const root = copyOfMessages();
    const xml = await exportTo(root, 'fr');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"/,
    );
    const role = unitOf(xml, 'resources.users.fields.userName');
    expect(role).toContain('slr:sizeRestriction="30"');
    expect(role).toContain('<source>Role</source>');
    expect(role).toMatch(/<note>Column "Role": shows each user's role/);
    expect(role).toContain('<note>At most 30 characters (the space on screen).</note>');
    const rows = unitOf(xml, 'app.csv.rows');
    expect(rows).toContain(
      '<source><ph id="1" equiv="%{smart_count}" disp="%{smart_count}"/> data row <ph id="2" equiv="||||" disp="||||"/> <ph id="3" equiv="%{smart_count}" disp="%{smart_count}"/> data rows</source>',
    );
    expect(rows).toContain('Plural: 2 form(s)');
    expect(unitOf(xml, 'app.widgets.file.chosen')).toContain(
      '<ph id="1" equiv="%{name}" disp="%{name}" canDelete="no"/>',
    );
  });

  it('leaves out the target of a text still in English, so tools show it as to translate', async () => {
    const root = copyOfMessages();
    editByHand(root, 'fr', 'common', 'app.menu.users', 'User Listing');
    const xml = await exportTo(root, 'fr');
    expect(unitOf(xml, 'app.menu.users')).not.toContain('<target>');
    expect(unitOf(xml, 'app.menu.stores')).toContain('<target>');
  });

  it('refuses English and unknown locales', async () => {
    const root = copyOfMessages();
    const { status, output } = await runScript('i18n-export.mjs', root, ['--locale', 'xx']);
    expect(status).toBe(1);
    expect(output).toContain('no locale "xx": it must be listed in src/i18n/locales.json');
  });
});

describe('XLIFF export → import', () => {
  it.each(translationCodes)('%s: importing the file unchanged changes no byte (lossless)', async (locale) => {
    const root = copyOfMessages();
    const before = messageFiles(root);
    const xml = await exportTo(root, locale);
    const { status, output } = await importFile(root, xml);
    expect(status, output).toBe(0);
    expect(output).toContain('0 text(s) changed');
    expect(messageFiles(root)).toEqual(before);
  });

  it('a translated file gives exactly what editing the JSON by hand gives', async () => {
    const imported = copyOfMessages();
    const byHand = copyOfMessages();
    let xml = await exportTo(imported, 'fr');
    xml = withTarget(xml, 'app.menu.users', 'Tous les utilisateurs');
    // Placeholders moved, plural forms kept, a code copied by reference to its source id.
    xml = withTarget(
      xml,
      'app.csv.rows',
      'Ligne de données : <ph id="1"/> <ph id="2"/> Lignes de données : <ph id="3"/>',
    );
    xml = withTarget(xml, 'app.feeds.preview_title', '<ph id="1"/> — publication');
    const { status, output } = await importFile(imported, xml);
    expect(status, output).toBe(0);
    expect(output).toContain('3 text(s) changed in src/i18n/fr/common.json, src/i18n/fr/pages.json');

    editByHand(byHand, 'fr', 'common', 'app.menu.users', 'Tous les utilisateurs');
    editByHand(
      byHand,
      'fr',
      'pages',
      'app.csv.rows',
      'Ligne de données : %{smart_count} |||| Lignes de données : %{smart_count}',
    );
    editByHand(byHand, 'fr', 'pages', 'app.feeds.preview_title', '%{user} — publication');
    expect(messageFiles(imported)).toEqual(messageFiles(byHand));
  });

  it('a text still in English that a tool translated is written into the JSON', async () => {
    const root = copyOfMessages();
    editByHand(root, 'es', 'widgets', 'app.widgets.qr.title', 'QR code');
    let xml = await exportTo(root, 'es');
    const unit = unitOf(xml, 'app.widgets.qr.title');
    xml = xml.replace(
      unit,
      unit.replace(
        '<source>QR code</source>',
        '<source>QR code</source>\n        <target>Código QR</target>',
      ),
    );
    const { status } = await importFile(root, xml);
    expect(status).toBe(0);
    expect(JSON.parse(messageFiles(root)['src/i18n/es/widgets.json']).app.widgets.qr.title).toBe('Código QR');
  });

  it('refuses a file with an unknown key, a missing or broken placeholder or wrong plural forms, writing nothing', async () => {
    const root = copyOfMessages();
    const before = messageFiles(root);
    let xml = await exportTo(root, 'fr');
    xml = xml.replace('<unit id="app.menu.users"', '<unit id="app.menu.userz"');
    xml = withTarget(xml, 'app.widgets.file.chosen', 'Fichier choisi');
    xml = withTarget(xml, 'app.auth.home.welcome', 'Bienvenue, %{nom');
    xml = withTarget(xml, 'app.csv.columns', '<ph id="1"/> colonnes');
    xml = withTarget(xml, 'app.menu.stores', 'Magasins (nouveau)');
    const { status, output } = await importFile(root, xml);
    expect(status).toBe(1);
    expect(output).toContain('was NOT imported (no file changed): 5 problem(s)');
    expect(output).toContain('unit app.menu.userz (file common): unknown key, not in English');
    expect(output).toContain('unit app.widgets.file.chosen (file widgets): %{name} is missing');
    expect(output).toContain('unit app.auth.home.welcome (file auth): %{nom is not a placeholder');
    expect(output).toContain(
      'unit app.csv.columns (file pages): 1 form(s) separated by ||||; this language needs 2',
    );
    expect(output).toContain('Translation: "%{smart_count} colonnes"');
    expect(messageFiles(root)).toEqual(before);
  });

  it('refuses a file that is not XLIFF or has another source language', async () => {
    const root = copyOfMessages();
    const broken = await importFile(
      root,
      '<xliff version="2.0" srcLang="fr" trgLang="es"><file id="a"></file></xliff>',
    );
    expect(broken.status).toBe(1);
    expect(broken.output).toContain('the source language is "fr"; it must be "en"');
    const notXml = await importFile(root, 'hello');
    expect(notXml.status).toBe(1);
    expect(notXml.output).toContain('was NOT imported');
  });
});
