#!/usr/bin/env node
/**
 * `npm run docs:screenshots`: the pictures of docs/everyday.md, one per capability, taken
 * in Chromium on the built app and its embedded API (builds dist/ first when it is missing).
 * Writes docs/everyday/*.png. Chromium: /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from './lib/chromium.mjs';
import { serveDist } from './lib/serveDist.mjs';

const OUT = 'docs/everyday';
if (!existsSync('dist/index.html'))
  spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });

const { base, close } = await serveDist('dist');
const browser = await launchChromium();
const taken = [];

async function signedIn(viewport = { width: 1366, height: 820 }) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  await page.goto('/login?mockReset');
  await page.getByLabel(/^Email/).fill('admin@example.com');
  await page.getByLabel(/^Password/).fill('Admin@123');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL(/DashboardHome/);
  return page;
}

async function shot(page, name) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  taken.push(`${OUT}/${name}.png`);
}

/** Each capability, as an admin would show it to a colleague. */
const SCENES = {
  async filters(page) {
    await page.goto('/allCoupons');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Published', exact: true })
      .click();
    await page.waitForURL(/status/);
    await shot(page, 'filters');
  },
  async bulk(page) {
    await page.goto('/Stores');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    await page.waitForURL(/isRegistered/);
    await page.waitForTimeout(500);
    const boxes = page.locator('tbody input[type=checkbox]');
    for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'Mark as registered' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mark as registered' });
    await dialog.getByRole('button', { name: 'Mark as registered' }).click();
    await dialog.getByText(/\d+ done, \d+ failed/).waitFor();
    await shot(page, 'bulk-report');
  },
  async search(page) {
    await page.goto('/DataListing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+K');
    const box = page.getByRole('dialog').getByRole('combobox', { name: 'Quick find' });
    await box.fill('blue door');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await shot(page, 'search');
  },
  async imports(page) {
    await page.goto('/BusinessUploads');
    await page.getByRole('heading', { name: 'Business Bulk Uploads', level: 1 }).waitFor();
    const stores = await page.evaluate(() => window.__mockDb?.collection('stores').slice(0, 1) ?? []);
    const known = stores[0];
    const csv = [
      'businessName,businessAddress,businessCity,businessState,businessZip,phone',
      `"${known ? known.businessName.toUpperCase() : 'Sample'}",1 Any St,Austin,TX,73301,${known ? known.phone : ''}`,
      'Sunrise Bakery,5 Pine St,Austin,TX,73301,(512) 555-0180',
      'Rose Florist,6 Rose Ave,Reno,NV,89501,775-555-0181',
      ',7 Side St,Austin,TX,73301,5125550182',
      'sunrise bakery,8 Elm St,Austin,TX,73301,',
    ].join('\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'stores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page
      .getByText(/likely duplicates?/)
      .first()
      .waitFor();
    await shot(page, 'import-check');
  },
  async weekly(page) {
    await page.evaluate(() => localStorage.setItem('csvsheet_id', 'sheet-2026-w46'));
    await page.goto('/WeeklyData');
    await page.getByRole('heading', { name: 'Manage Data', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'List Price', exact: true }).getByRole('button').click();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(/^101-200 of/).waitFor();
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await shot(page, 'weekly');
  },
  async deleteNamed(page) {
    await page.goto('/Stores');
    await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Are you sure').waitFor();
    await shot(page, 'delete-named');
  },
};

for (const [name, scene] of Object.entries(SCENES)) {
  const page = await signedIn();
  try {
    await scene(page);
  } catch (error) {
    console.error(`docs:screenshots: ${name} failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await page.context().close();
  }
}
await browser.close();
await close();
writeFileSync(
  `${OUT}/README.md`,
  `# Everyday work screenshots\n\nTaken by \`npm run docs:screenshots\` (scripts/everyday-screenshots.mjs); do not edit by hand.\n`,
);
console.log(`docs:screenshots: ${taken.length} written: ${taken.join(', ')}`);
