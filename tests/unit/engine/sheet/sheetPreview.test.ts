import { describe, expect, it } from 'vitest';
import type { SheetField } from '../../../../src/engine/sheet/sheetFields';
import { sheetLanguage } from '../../../../src/engine/sheet/sheetLanguages';
import { matchColumns, previewSheet, SheetError } from '../../../../src/engine/sheet/sheetPreview';
import { writeStamp } from '../../../../src/engine/sheet/sheetStamp';
import { getMessages } from '../../../../src/i18n';
import english from '../../../../src/i18n/english';

const fields: SheetField[] = [
  { source: 'fullName', kind: 'text', rules: [{ rule: 'required' }] },
  { source: 'email', kind: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] },
  { source: 'phone', kind: 'text', display: 'phone' },
  { source: 'userName', kind: 'text', values: 'app.values.role', known: ['subscriber', 'vendor', 'admin'] },
  { source: 'startDate', kind: 'date' },
  { source: 'dateOfExpiration', kind: 'date', rules: [{ rule: 'notBefore', field: 'startDate' }] },
  { source: 'discount', kind: 'number' },
];
const resource = { name: 'users' };
const en = sheetLanguage('en', english, resource, fields);
const languages = async () => [
  en,
  sheetLanguage('fr', await getMessages('fr'), resource, fields),
  sheetLanguage('de', await getMessages('de'), resource, fields),
];

const alice = {
  fullName: 'Alice Martin',
  email: 'alice@example.com',
  phone: '(512) 555-0170',
  userName: 'vendor',
  startDate: '2026-11-01',
  dateOfExpiration: '2026-12-31',
  discount: 10,
};
const bob = { ...alice, fullName: 'Bob Stone', email: 'bob@example.com' };

const header = (language = en) => [
  language.id,
  ...fields.map((field) => language.headers[field.source] as string),
  language.stamp,
];
/** A row as the export writes it (English), with its stamp, then `cells` over it by source. */
const row = (id: string, values: Record<string, unknown>, cells: Record<string, string> = {}) => [
  id,
  ...fields.map((field) => cells[field.source] ?? shown(field.source, values[field.source])),
  writeStamp({ id, values }),
];
const shown = (source: string, value: unknown) =>
  source === 'phone' ? '+1 512 555 0170' : source === 'userName' ? 'Vendor' : String(value ?? '');

describe('previewSheet: what an imported spreadsheet would change', () => {
  it('counts unchanged rows and lists only the changed fields, now → in the file', async () => {
    const current = { a: alice, b: bob };
    const preview = previewSheet([header(), row('a', alice, { fullName: 'Alice Dupont' }), row('b', bob)], {
      fields,
      languages: await languages(),
      current,
    });
    expect(preview.unchanged).toBe(1);
    expect(preview.changed).toEqual([
      {
        id: 'a',
        row: 2,
        changes: [
          {
            source: 'fullName',
            now: 'Alice Martin',
            file: 'Alice Dupont',
            exported: 'Alice Martin',
            conflict: false,
          },
        ],
      },
    ]);
  });

  it('reads known values, phones and dates as the screen writes them, in any shipped language', async () => {
    const fr = sheetLanguage('fr', await getMessages('fr'), resource, fields);
    const frRow = [
      'a',
      'Alice Martin',
      'alice@example.com',
      '+1 512 555 0170',
      'Abonné',
      '01/11/2026',
      '15/12/2026',
      '12,5',
      '',
    ];
    const preview = previewSheet([header(fr), frRow], {
      fields,
      languages: await languages(),
      current: { a: alice },
    });
    expect(preview.language).toBe('fr');
    const changes = preview.changed[0]?.changes.map(({ source, file }) => [source, file]);
    expect(changes).toEqual([
      ['userName', 'subscriber'],
      ['dateOfExpiration', '2026-12-15'],
      ['discount', 12.5],
    ]);
  });

  it('a field a colleague changed since the export, and the file did not, keeps theirs (no change)', async () => {
    const now = { ...alice, fullName: 'Alice (renamed by a colleague)' };
    const preview = previewSheet([header(), row('a', alice)], {
      fields,
      languages: await languages(),
      current: { a: now },
    });
    expect(preview.changed).toEqual([]);
    expect(preview.unchanged).toBe(1);
  });

  it('a field changed on both sides to different values is a conflict with all three values', async () => {
    const now = { ...alice, email: 'theirs@example.com' };
    const preview = previewSheet([header(), row('a', alice, { email: 'yours@example.com' })], {
      fields,
      languages: await languages(),
      current: { a: now },
    });
    expect(preview.changed[0]?.changes).toEqual([
      {
        source: 'email',
        now: 'theirs@example.com',
        file: 'yours@example.com',
        exported: 'alice@example.com',
        conflict: true,
      },
    ]);
  });

  it('names each refused value with its reason, and writes nothing of that row', async () => {
    const preview = previewSheet(
      [
        header(),
        row('a', alice, {
          email: 'not-an-email',
          phone: 'call me',
          startDate: '31/02/2026',
          userName: 'Pirate',
          fullName: 'Alicia',
        }),
        row('b', bob, { discount: 'ten', dateOfExpiration: '2026-10-01' }),
      ],
      { fields, languages: await languages(), current: { a: alice, b: bob } },
    );
    expect(preview.changed).toEqual([]);
    expect(preview.invalid.map((cell) => [cell.row, cell.source, cell.reason.key])).toEqual([
      [2, 'phone', 'app.sheet.reason.phone'],
      [2, 'userName', 'app.sheet.reason.known'],
      [2, 'startDate', 'app.sheet.reason.date'],
      [3, 'discount', 'app.sheet.reason.number'],
    ]);
    // The e-mail rule is checked once the cells read: a row with an unreadable cell stops before.
    const onlyEmail = previewSheet([header(), row('a', alice, { email: 'not-an-email' })], {
      fields,
      languages: await languages(),
      current: { a: alice },
    });
    expect(onlyEmail.invalid.map((cell) => cell.reason.key)).toEqual(['ra.validation.email']);
    const before = previewSheet([header(), row('b', bob, { dateOfExpiration: '2026-10-01' })], {
      fields,
      languages: await languages(),
      current: { b: bob },
    });
    expect(before.invalid.map((cell) => cell.reason.key)).toEqual(['app.schema.validation.not_before']);
  });

  it('names deleted records, rows without an id, repeated ids and ignored columns', async () => {
    const table = [
      [...header(), 'Notes'],
      [...row('a', alice), 'x'],
      [...row('gone', alice), ''],
      [...row('', alice), ''],
      [...row('a', alice), ''],
      ['', '', '', '', '', '', '', '', '', ''],
    ];
    const preview = previewSheet(table, { fields, languages: await languages(), current: { a: alice } });
    expect(preview.gone).toEqual([{ row: 3, id: 'gone' }]);
    expect(preview.noId).toEqual([4]);
    expect(preview.repeated).toEqual([{ row: 5, id: 'a' }]);
    expect(preview.ignored).toEqual(['Notes']);
    expect(preview.rows).toBe(4);
  });

  it('without the stamp column, compares with the platform as it is now', async () => {
    const table = [header().slice(0, -1), row('a', alice, { fullName: 'Alicia' }).slice(0, -1)];
    const preview = previewSheet(table, { fields, languages: await languages(), current: { a: alice } });
    expect(preview.unstamped).toBe(1);
    expect(preview.changed[0]?.changes[0]).toMatchObject({
      source: 'fullName',
      file: 'Alicia',
      conflict: false,
    });
  });

  it('refuses a file with no id column', async () => {
    expect(() => previewSheet([['Name'], ['x']], { fields, languages: [en], current: {} })).toThrow(
      SheetError,
    );
  });

  it('matches headers in the language most of them are written in, and the platform keys', async () => {
    const columns = matchColumns(['ID', 'fullName', 'E-mail'], fields, await languages());
    expect(columns.fields.map((column) => column.field.source)).toContain('fullName');
  });
});
