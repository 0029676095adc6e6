import { strFromU8, strToU8 } from 'fflate';
import { describe, expect, test, vi } from 'vitest';
import { unzip, zip } from '../../../src/lib/xlsxZip';

// In a browser, fflate's own asynchronous zip and unzip start a `blob:` worker for large files.
vi.mock('fflate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('fflate')>()),
  zip: () => {
    throw new Error("fflate's asynchronous zip was used");
  },
  unzip: () => {
    throw new Error("fflate's asynchronous unzip was used");
  },
}));

// Above fflate's worker thresholds (160 KB to zip, 512 KB to unzip), compressible as a sheet is.
const SHEET = `<sheetData>${'<row><c t="s"><v>1</v></c></row>'.repeat(40_000)}</sheetData>`;

describe('fflate for the xlsx libraries (lib/xlsxZip)', () => {
  test('large files are zipped and unzipped without a worker, which the CSP would block', async () => {
    const archive = await new Promise<Uint8Array>((resolve, reject) =>
      zip(
        { 'xl/worksheets/sheet1.xml': strToU8(SHEET), 'docProps/app.xml': strToU8('<x/>') },
        (error, data) => (error ? reject(error) : resolve(data)),
      ),
    );
    const files = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
      unzip(archive, { filter: (file) => file.name.startsWith('xl/') }, (error, data) =>
        error ? reject(error) : resolve(data),
      ),
    );
    expect(Object.keys(files)).toEqual(['xl/worksheets/sheet1.xml']);
    expect(strFromU8(files['xl/worksheets/sheet1.xml'])).toBe(SHEET);
  });

  test('a broken archive is reported through the callback', async () => {
    const error = await new Promise((resolve) =>
      unzip(new Uint8Array([1, 2, 3]), (failure) => resolve(failure)),
    );
    expect(error).toBeInstanceOf(Error);
  });
});
