import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, delimiter, extname, join } from 'node:path';
import Papa from 'papaparse';

/**
 * LibreOffice (headless) as a test's spreadsheet: a file the console wrote goes through it, as
 * an admin's edit would, and comes back. CI installs it (`libreoffice-calc-nogui`).
 */

export type SofficeTarget = 'csv-comma' | 'csv-semicolon' | 'xlsx';

/** LibreOffice's own profile for this process: a first run creates it (slower), later ones reuse it. */
const PROFILE = `file:///tmp/lo-profile-${process.pid}`;
const CSV_FILTER = 'Text - txt - csv (StarCalc)';

/**
 * CSV export tokens (LibreOffice Help, "CSV Filter Options"): separator, text delimiter 34 ("),
 * character set 76 (UTF-8), first line 1, no column formats, language 0, quote all text cells
 * true, detect special numbers true (unused on export), save cell contents as shown true.
 */
export const csvExportOptions = (separator: 44 | 59) => `${separator},34,76,1,,0,true,true,true`;

/**
 * CSV import tokens: separator, text delimiter 34, UTF-8, first line 1, every column Text
 * (format code 2: "1/2/2/2/…/n/2", one pair per column, as LibreOffice has no "all columns"),
 * language 0, quoted field as text true, detect special numbers false.
 */
export const csvImportOptions = (separator: number, columns: number) =>
  `${separator},34,76,1,${Array.from({ length: Math.max(1, columns) }, (_, index) => `${index + 1}/2`).join('/')},0,true,false`;

const SOFFICE_PATHS = [
  '/usr/bin/soffice',
  ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'soffice')),
];

function sofficePath(): string | undefined {
  return SOFFICE_PATHS.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether LibreOffice's `soffice` is installed (/usr/bin/soffice or on PATH). */
export function sofficeAvailable(): boolean {
  return sofficePath() !== undefined;
}

// One profile serves one soffice at a time: conversions of this process wait for each other.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Converts `inputPath` with LibreOffice into `outDir` and returns the new file's path, named
 * `<input name>.<target>.<ext>` (then `-2`, `-3`… so no conversion overwrites another). A CSV
 * input is read with every column as text, its separator found from its content.
 */
export function convertWithSoffice(
  inputPath: string,
  target: SofficeTarget,
  outDir: string,
): Promise<string> {
  const run = queue.then(() => convert(inputPath, target, outDir));
  queue = run.catch(() => undefined);
  return run;
}

async function convert(inputPath: string, target: SofficeTarget, outDir: string): Promise<string> {
  const soffice = sofficePath();
  if (!soffice)
    throw new Error('LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui');
  const extension = target === 'xlsx' ? 'xlsx' : 'csv';
  const filter =
    target === 'xlsx'
      ? 'xlsx:Calc MS Excel 2007 XML'
      : `csv:${CSV_FILTER}:${csvExportOptions(target === 'csv-comma' ? 44 : 59)}`;
  const args = ['--headless', '--norestore', `-env:UserInstallation=${PROFILE}`];
  if (extname(inputPath).toLowerCase() === '.csv')
    args.push(`--infilter=${CSV_FILTER}:${csvInputOptions(inputPath)}`);
  // soffice names its output after the input: a private folder keeps it from replacing another.
  const scratch = mkdtempSync(join(outDir, '.soffice-'));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        soffice,
        [...args, '--convert-to', filter, '--outdir', scratch, inputPath],
        { timeout: 120_000 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`soffice failed: ${error.message}\n${stderr}`)) : resolve(stdout),
      );
    });
    const written = join(scratch, `${basename(inputPath, extname(inputPath))}.${extension}`);
    if (!existsSync(written)) throw new Error(`soffice wrote no ${written}:\n${output}`);
    const destination = freeName(outDir, `${basename(inputPath)}.${target}`, extension);
    renameSync(written, destination);
    return destination;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function csvInputOptions(inputPath: string): string {
  const text = readFileSync(inputPath, 'utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  const columns = Math.max(1, ...parsed.data.map((row) => row.length));
  return csvImportOptions(parsed.meta.delimiter.charCodeAt(0) || 44, columns);
}

function freeName(dir: string, stem: string, extension: string): string {
  for (let index = 1; ; index++) {
    const path = join(dir, `${stem}${index === 1 ? '' : `-${index}`}.${extension}`);
    if (!existsSync(path)) return path;
  }
}
