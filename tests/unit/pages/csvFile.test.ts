import { describe, expect, test } from 'vitest';
import { checkCsvFile, previewCsvText } from '../../../src/pages/uploads/csvFile';

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
