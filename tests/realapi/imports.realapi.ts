import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from './faults';
import { FAULT, platform, realApiSuite, tallyFor } from './platform';

/**
 * Import reconciliation against the standalone platform server (another origin, real HTTP): the
 * stores list read when the file is checked and again after the import, one registration refused
 * by the server and reported with its message (never as done), a failed read after the import
 * tried again.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

interface StoreRow {
  _id: string;
  businessName: string;
  phone: string;
  isRegistered: boolean;
}

describe('import reconciliation against a real server', () => {
  it('checks, imports the kept rows, compares again after a failed read, registers with one refusal', async () => {
    const { page } = suite;
    tally.screen('/BusinessUploads');
    const [seeded] = await platform.collection<StoreRow>('stores');
    const csv = [
      'businessName,businessCity,businessState,businessZip,phone',
      `${seeded!.businessName},Austin,TX,73301,5125550170`,
      `"${HOSTILE.replace(/"/g, '""')}",Austin,TX,73301,5125550171`,
      'Real API Florist,Reno,NV,89501,7755550172',
      ',Austin,TX,73301,5125550173',
    ].join('\n');
    await page.goto('/BusinessUploads');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('4 rows: 1 likely duplicate, 1 malformed · 2 rows will be sent').waitFor();
    await page.getByText(`Same name as store “${seeded!.businessName}”`).waitFor();
    await page.getByRole('cell', { name: HOSTILE }).first().waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.getByRole('checkbox', { name: 'Include row 4', exact: true }).check();

    // The list read after the import fails once: the panel says so and reads it again on demand.
    await platform.fault({ path: '/stores/getAllStoresAdmin', reply: FAULT.serverWithMessage });
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('File uploaded successfully').first().waitFor();
    const sent = (await platform.requests('/stores/importStores')).at(-1)!;
    // The rebuilt file: same name, the header and the three kept rows.
    expect(sent.body).toMatch(/^file=<stores\.csv, \d+>$/m);
    const panel = page.getByRole('region', { name: 'Import result' });
    await panel.getByText(/could not be read after the import/).waitFor();
    await panel.getByRole('button', { name: 'Compare again' }).click();
    await panel
      .getByText('2 rows created stores · 1 row skipped by the server · 1 row left out before sending')
      .waitFor();

    const stores = await platform.collection<StoreRow>('stores');
    const florist = stores.find((store) => store.businessName === 'Real API Florist')!;
    await platform.fault({
      path: `/stores/markRegister/${florist._id}`,
      times: 0,
      reply: FAULT.serverWithMessage,
    });
    await panel.getByRole('button', { name: 'Mark 2 new stores as registered' }).click();
    await panel.getByText('1 store marked as registered, 1 failed').waitFor();
    await panel.getByText('“Real API Florist”: Database is read-only').waitFor();
    await panel.getByText('New store “Real API Florist”', { exact: true }).waitFor();
    expect(await page.getByText(/Store marked as registered successfully/).count()).toBe(0);

    await platform.clearFaults();
    await panel.getByRole('button', { name: 'Mark 1 new store as registered' }).click();
    await panel.getByText('1 store marked as registered, 0 failed').waitFor();
    const after = await platform.collection<StoreRow>('stores');
    expect(after.find((store) => store._id === florist._id)?.isRegistered).toBe(true);
    expect(after.find((store) => store.businessName === HOSTILE)?.isRegistered).toBe(true);
    expect(
      (await platform.requests()).filter((request) => request.path.includes('/markRegister/')),
    ).toHaveLength(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download skipped rows (CSV)' }).click(),
    ]);
    // Every row not imported: the duplicate left out before sending (row 1), the server's skip (4).
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      [
        'businessName,businessCity,businessState,businessZip,phone',
        `${seeded!.businessName},Austin,TX,73301,5125550170`,
        ',Austin,TX,73301,5125550173',
      ].join('\n'),
    );
  });
});
