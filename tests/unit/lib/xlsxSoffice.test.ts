import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readXlsx, writeXlsx } from '../../../src/lib/xlsx';
import { convertWithSoffice, sofficeAvailable } from '../support/soffice';
import { TRICKY_CELLS } from '../support/trickyCells';

// Skipped where LibreOffice is missing, except on CI, where it must be there (.ci/run installs it).
const available = sofficeAvailable();
const onCi = Boolean(process.env.CI);

const ROWS = [['Value', 'Middle', 'After'], ...TRICKY_CELLS.map((value) => [value, '', `${value}!`])];

const readCsv = (path: string, delimiter: string) =>
  Papa.parse<string[]>(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: true })
    .data;

describe.runIf(available || onCi)('a workbook through LibreOffice (lib/xlsx)', () => {
  let dir = '';
  let workbook = '';

  beforeAll(async () => {
    if (!available)
      throw new Error('LibreOffice (soffice) is required on CI: apt-get install libreoffice-calc-nogui');
    dir = mkdtempSync(join(tmpdir(), 'xlsx-soffice-'));
    workbook = join(dir, 'export.xlsx');
    writeFileSync(workbook, new Uint8Array(await (await writeXlsx(ROWS, 'Coupons')).arrayBuffer()));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('saved again as xlsx, every text comes back exactly', async () => {
    const saved = await convertWithSoffice(workbook, 'xlsx', dir);
    expect(await readXlsx(new Uint8Array(readFileSync(saved)).buffer)).toEqual(ROWS);
  }, 180_000);

  test.each([
    ['csv-comma', ','],
    ['csv-semicolon', ';'],
  ] as const)(
    'saved as %s, every text comes back exactly, and imported back as text',
    async (target, delimiter) => {
      const csv = await convertWithSoffice(workbook, target, dir);
      expect(readCsv(csv, delimiter)).toEqual(ROWS);
      // The CSV opened again (every column read as text) and saved as a workbook.
      const again = await convertWithSoffice(csv, 'xlsx', dir);
      expect(await readXlsx(new Uint8Array(readFileSync(again)).buffer)).toEqual(ROWS);
    },
    180_000,
  );

  test('two conversions of one file keep both outputs', async () => {
    const first = await convertWithSoffice(workbook, 'csv-comma', dir);
    const second = await convertWithSoffice(workbook, 'csv-comma', dir);
    expect(second).not.toBe(first);
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
  }, 180_000);
});
