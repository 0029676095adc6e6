import { describe, expect, test } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { readXlsx, writeXlsx, XLSX_TYPE } from '../../../src/lib/xlsx';
import { TRICKY_CELLS } from '../support/trickyCells';

const bytes = async (blob: Blob) => blob.arrayBuffer();

describe('spreadsheet files (lib/xlsx)', () => {
  test('every text written comes back exactly, as text', async () => {
    const rows = [['Value', 'Middle', 'After'], ...TRICKY_CELLS.map((value) => [value, '', `${value}!`])];
    const blob = await writeXlsx(rows, 'Coupons');
    expect(blob.type).toBe(XLSX_TYPE);
    expect(await readXlsx(await bytes(blob))).toEqual(rows);
  });

  test('no cell is a formula or a number: all are shared strings in the Text format', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const blob = await writeXlsx([['A'], ['=SUM(A1)'], ['00123'], ['12']], 'S');
    const files = unzipSync(new Uint8Array(await bytes(blob)));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).not.toContain('<f>');
    expect(sheet.match(/<c [^>]*>/g)?.every((cell) => cell.includes('t="s"'))).toBe(true);
    expect(strFromU8(files['xl/styles.xml'])).toContain('formatCode="@"');
  });

  test('a sheet name Excel would refuse is made acceptable', async () => {
    const blob = await writeXlsx([['A']], 'Coupons: 2026/11 [all] and a very long name');
    expect(await readXlsx(await bytes(blob))).toEqual([['A']]);
  });

  test('numbers, dates and booleans a spreadsheet stored are read as text', async () => {
    const day = new Date(Date.UTC(2026, 10, 29));
    const moment = new Date(Date.UTC(2026, 10, 29, 14, 5));
    const blob = await writeExcelFile([
      ['Number', 'Decimal', 'Large', 'Tiny', 'Day', 'Moment', 'Yes', 'No'],
      [
        12,
        12.5,
        1234567.25,
        0.0000012,
        { value: day, format: 'dd/mm/yyyy' },
        { value: moment, format: 'yyyy-mm-dd hh:mm' },
        true,
        false,
      ],
      [-3, 0.1 + 0.2, 12000000000000000000000, 0],
      [null, null, null, null],
    ]).toBlob();
    expect(await readXlsx(await bytes(blob))).toEqual([
      ['Number', 'Decimal', 'Large', 'Tiny', 'Day', 'Moment', 'Yes', 'No'],
      ['12', '12.5', '1234567.25', '0.0000012', '2026-11-29', '2026-11-29T14:05', 'TRUE', 'FALSE'],
      ['-3', '0.3', '12000000000000000000000', '0', '', '', '', ''],
    ]);
  });

  test('rows are padded to the longest and empty rows at the end are dropped', async () => {
    const blob = await writeXlsx(
      [['a', 'b', 'c'], ['d'], [], ['', ''], ['e', '', '', 'f'], ['', ''], []],
      'S',
    );
    expect(await readXlsx(await bytes(blob))).toEqual([
      ['a', 'b', 'c', ''],
      ['d', '', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
      ['e', '', '', 'f'],
    ]);
  });

  test('an empty workbook reads as no rows', async () => {
    expect(await readXlsx(await bytes(await writeXlsx([], 'S')))).toEqual([]);
  });
});
