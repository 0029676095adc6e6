import { describe, expect, test } from 'vitest';
import {
  CsvLimitError,
  checkCsvFile,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  previewCsvText,
} from '../../../../src/pages/uploads/csvFile';

describe('checkCsvFile', () => {
  test.each([
    [{ name: 'stores.csv', type: 'text/csv', size: 10 }, undefined],
    [{ name: 'STORES.CSV', type: '', size: 10 }, undefined],
    [{ name: 'stores.csv', type: 'application/vnd.ms-excel', size: 10 }, undefined],
    [{ name: 'stores', type: 'text/csv', size: 10 }, undefined],
    [{ name: 'stores.xlsx', type: 'text/csv', size: 10 }, 'app.csv.not_csv'],
    [{ name: 'photo.png', type: 'image/png', size: 10 }, 'app.csv.not_csv'],
    [{ name: 'empty.csv', type: 'text/csv', size: 0 }, 'app.csv.empty_file'],
  ])('%j → %s', (file, expected) => expect(checkCsvFile(file)).toBe(expected));
});

describe('previewCsvText', () => {
  test('counts data rows, keeps the headers and the first five rows', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `Shop ${i},City ${i}`);
    const preview = await previewCsvText(`\uFEFFbusinessName, city\n${rows.join('\n')}\n\n`);
    expect(preview.headers).toEqual(['businessName', 'city']);
    expect(preview.rowCount).toBe(8);
    expect(preview.firstRows).toEqual(rows.slice(0, 5).map((row) => row.split(',')));
    expect(preview.malformedRows).toEqual([]);
  });

  test('names rows whose field count differs from the header or whose quotes are broken', async () => {
    const preview = await previewCsvText('a,b,c\n1,2,3\n1,2\n1,2,3,4\n"x,2,3\n');
    expect(preview.rowCount).toBe(4);
    expect(preview.malformedRows).toEqual([2, 3, 4]);
  });

  test('a one-column file is fine', async () => {
    const preview = await previewCsvText('name\nA\nB\n');
    expect(preview).toMatchObject({ headers: ['name'], rowCount: 2, malformedRows: [] });
  });

  test('a file without a header row cannot be previewed', async () => {
    await expect(previewCsvText('\n\n')).rejects.toThrow('app.csv.parse_failed');
  });
});

describe('CSV limits and chunked parsing', () => {
  test('a file over 10 MB is refused before it is read, naming the limit', () => {
    expect(checkCsvFile({ name: 'big.csv', type: 'text/csv', size: MAX_CSV_BYTES + 1 })).toBe(
      'app.csv.too_large',
    );
    expect(checkCsvFile({ name: 'ok.csv', type: 'text/csv', size: MAX_CSV_BYTES })).toBeUndefined();
  });

  test('more than 50,000 rows is refused with the limit named', async () => {
    const text = `name\n${'x\n'.repeat(MAX_CSV_ROWS + 1)}`;
    const failure = await previewCsvText(text).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvLimitError);
    expect(failure).toMatchObject({ message: 'app.csv.too_many_rows', values: { max: '50,000' } });
    expect((await previewCsvText(`name\n${'x\n'.repeat(MAX_CSV_ROWS)}`)).rowCount).toBe(MAX_CSV_ROWS);
  });

  test('a file parsed in several chunks numbers its rows as one (a broken row far down is named right)', async () => {
    const good = 'Blue Cafe,1 Main St,Hoboken\n';
    const rows = Array.from({ length: 40_000 }, () => good);
    rows[30_000] = 'broken,"unclosed quote\n';
    rows[25_000] = 'only two,cells\n';
    const progress: number[] = [];
    const preview = await previewCsvText(`name,address,city\n${rows.join('')}`, (done) =>
      progress.push(done),
    );
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(preview.malformedRows[0]).toBe(25_001);
    expect(preview.malformedRows).toContain(30_001);
    expect(preview.rows[24_999]).toEqual(['Blue Cafe', '1 Main St', 'Hoboken']);
  });
});
