import { describe, expect, it } from 'vitest';
import { readSheetTable } from '../../../../src/engine/sheet/sheetRead';
import { toCsv } from '../../../../src/lib/csv';

const file = (name: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  return {
    name,
    data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
};

const expected = [
  ['ID', 'Nom', 'Note'],
  ['1', 'Café, "Chez Léa"', 'first line\nsecond line'],
  ['2', '+1 512 555 0170', '=SUM(A1)'],
];

describe('readSheetTable: a CSV as a spreadsheet saves it', () => {
  it.each([
    ['comma, CRLF, a BOM', ',', '\r\n', true],
    ['semicolon, LF, no BOM', ';', '\n', false],
    ['tab, CRLF, no BOM', '\t', '\r\n', false],
    ['pipe, LF, a BOM', '|', '\n', true],
  ])('%s', async (_, delimiter, newline, bom) => {
    const text = await toCsv(expected[0] as string[], expected.slice(1), { delimiter, newline });
    const table = await readSheetTable(file('x.csv', `${bom ? '\uFEFF' : ''}${text}`));
    // The apostrophe the export put before "+1…" and "=SUM…" comes off again.
    expect(table).toEqual(expected);
  });

  it('refuses an empty file, and an .xlsx that is not one', async () => {
    await expect(readSheetTable(file('x.csv', ''))).rejects.toThrow('app.csv.empty_file');
    await expect(readSheetTable(file('x.xlsx', 'a,b'))).rejects.toThrow('app.sheet.errors.not_sheet');
  });
});
