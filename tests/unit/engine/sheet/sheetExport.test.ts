import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetTable } from '../../../../src/engine/sheet/sheetExport';
import type { SheetField } from '../../../../src/engine/sheet/sheetFields';
import { sheetLanguage } from '../../../../src/engine/sheet/sheetLanguages';
import { previewSheet } from '../../../../src/engine/sheet/sheetPreview';
import { readSheetTable } from '../../../../src/engine/sheet/sheetRead';
import { getMessages } from '../../../../src/i18n';
import { flattenMessages } from '../../../../src/i18n/merge';
import { keepApostrophes, toCsv } from '../../../../src/lib/csv';
import { writeXlsx } from '../../../../src/lib/xlsx';
import { convertWithSoffice, sofficeAvailable } from '../../support/soffice';
import { TRICKY_CELLS } from '../../support/trickyCells';

/**
 * The export for editing through a real spreadsheet program: Debian's LibreOffice Calc opens the
 * exported file headless and saves it again as CSV (comma, semicolon) and as XLSX; each comes back
 * with every value as it went out, and the import's preview finds nothing changed.
 */
const fields: SheetField[] = [
  { source: 'name', kind: 'text' },
  { source: 'phone', kind: 'phone' },
  { source: 'startDate', kind: 'date' },
  { source: 'status', kind: 'text', values: 'app.values.status', known: ['published', 'draft', 'expired'] },
  { source: 'discount', kind: 'number' },
];
const resource = { name: 'coupons' };

const records = TRICKY_CELLS.map((name, index) => ({
  id: `00${index}`,
  name,
  phone: index % 2 ? '+1 512 555 0170' : '+33 1 42 68 53 00',
  startDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-0${(index % 9) + 1}`,
  status: ['published', 'draft', 'expired'][index % 3],
  discount: index % 2 ? 10 : 12.5,
}));

const hasSoffice = sofficeAvailable();
// On CI LibreOffice is installed by .ci/run: a missing one fails there instead of skipping.
const run = hasSoffice || process.env.CI ? it : it.skip;

describe('export for editing, round trip through LibreOffice Calc (French headers and dates)', () => {
  run(
    'CSV (comma and semicolon) and XLSX saved by Calc read back unchanged',
    async () => {
      expect(hasSoffice, 'LibreOffice (soffice) is installed').toBe(true);
      const messages = await getMessages('fr');
      const fr = sheetLanguage('fr', messages, resource, fields);
      const flat = flattenMessages(messages as Record<string, unknown>);
      const translate = (key: string, options?: Record<string, unknown>) =>
        flat[key] ?? String(options?._ ?? key);
      const table = await sheetTable(fields, records, fr, translate);
      // The French day format and known values as the screen names them.
      expect(table[1]?.[3]).toMatch(/^\d{2}\/\d{2}\/2026$/);
      const dir = mkdtempSync(join(tmpdir(), 'sheet-soffice-'));
      const xlsx = join(dir, 'export.xlsx');
      writeFileSync(
        xlsx,
        Buffer.from(
          await (
            await writeXlsx(
              table.map((row) => row.map(keepApostrophes)),
              'Coupons',
            )
          ).arrayBuffer(),
        ),
      );
      const csv = join(dir, 'export.csv');
      writeFileSync(csv, `\uFEFF${await toCsv(table[0] as string[], table.slice(1))}`);
      const saved = [
        await convertWithSoffice(xlsx, 'csv-comma', dir),
        await convertWithSoffice(xlsx, 'csv-semicolon', dir),
        await convertWithSoffice(xlsx, 'xlsx', dir),
        await convertWithSoffice(csv, 'csv-semicolon', dir),
      ];
      const current = Object.fromEntries(records.map(({ id, ...values }) => [id, values]));
      for (const path of saved) {
        const bytes = readFileSync(path);
        const read = await readSheetTable({
          name: path,
          data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
        });
        expect(read, path).toEqual(table);
        const preview = previewSheet(read, { fields, languages: [fr], current });
        expect(preview.invalid, path).toEqual([]);
        expect(preview.changed, path).toEqual([]);
        expect(preview.unchanged, path).toBe(records.length);
      }
    },
    120_000,
  );
});
