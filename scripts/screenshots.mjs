#!/usr/bin/env node
/**
 * `npm run screenshots [-- --out DIR] [-- --only NAME]`: every list and every dialog at a laptop
 * (1366 × 768) and a phone (390 × 844), in English and French, on the built app and its embedded
 * API (builds dist/ first when it is missing). Writes DIR/<locale>-<width>-<name>.png (default
 * screenshots/, git-ignored) and prints, per list, whether the page scrolls sideways.
 * Chromium: /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { launchChromium } from './lib/chromium.mjs';
import { serveDist } from './lib/serveDist.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const OUT = arg('out') ?? 'screenshots';
const ONLY = arg('only');
if (!existsSync('dist/index.html'))
  spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];
const LOCALES = ['en', 'fr'];

const EDIT = /^(Edit|Éditer|Modifier)/;
const editFirst = (page) =>
  page
    .getByRole('button', { name: EDIT })
    .or(page.getByRole('link', { name: EDIT }))
    .first()
    .click();

/** The lists (route, and what a row's first action is named in English) and the dialogs. */
const LISTS = [
  '/DashboardHome',
  '/DataListing',
  '/Stores',
  '/allCoupons',
  '/CreateCoupon',
  '/CreateAgent',
  '/Data',
  '/WeeklyData',
  '/BusinessUploads',
];
const DIALOGS = [
  { name: 'edit-user', route: '/DataListing', open: editFirst },
  { name: 'edit-vendor', route: '/Stores', open: editFirst },
  { name: 'edit-coupon', route: '/allCoupons', open: editFirst },
  { name: 'create-coupon', route: '/CreateCoupon/create' },
  { name: 'create-agent', route: '/CreateAgent/create' },
  {
    name: 'add-business',
    route: '/BusinessUploads',
    open: (page) =>
      page
        .getByRole('button')
        .filter({ hasText: /Add New Business|Ajouter/ })
        .first()
        .click(),
  },
];

const { base, close } = await serveDist('dist');
const browser = await launchChromium();
const report = [];

async function signedIn(viewport, locale) {
  const context = await browser.newContext({ viewport, baseURL: base });
  await context.addInitScript((code) => {
    window.localStorage.setItem('RaStore.locale', JSON.stringify(code));
  }, locale);
  const page = await context.newPage();
  await page.goto('/login?mockReset');
  await page.locator('input[type=email], input[name=email]').first().fill('admin@example.com');
  await page.locator('input[type=password]').first().fill('Admin@123');
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(/DashboardHome/);
  return page;
}

const settle = async (page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
};

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    const page = await signedIn(viewport, locale);
    const tag = `${locale}-${viewport.width}`;
    for (const route of LISTS) {
      const name = route.slice(1);
      if (ONLY && ONLY !== name) continue;
      await page.goto(route);
      if (route === '/WeeklyData') {
        // The demo sheet (its button in any language), once: the choice is kept.
        const demo = page.locator('button', { hasText: /demo|démo/i }).first();
        const grid = page.locator('tbody tr').first();
        await Promise.race([demo.waitFor(), grid.waitFor()]).catch(() => undefined);
        if (await demo.isVisible()) await demo.click();
        await grid.waitFor().catch(() => undefined);
      }
      await settle(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      report.push(
        `${tag} ${route}: page ${wide} px wide${wide > viewport.width ? ' (scrolls sideways)' : ''}`,
      );
      await page.screenshot({ path: `${OUT}/${tag}-${name}.png` });
    }
    for (const dialog of DIALOGS) {
      if (ONLY && ONLY !== dialog.name) continue;
      await page.goto(dialog.route);
      await settle(page);
      try {
        await dialog.open?.(page);
        await page.getByRole('dialog').first().waitFor({ timeout: 5000 });
        await settle(page);
        await page.screenshot({ path: `${OUT}/${tag}-dialog-${dialog.name}.png` });
      } catch (error) {
        report.push(`${tag} dialog ${dialog.name}: not opened (${String(error).split('\n')[0]})`);
      }
    }
    await page.context().close();
  }
}
await browser.close();
await close();
console.log(report.join('\n'));
console.log(`screenshots in ${OUT}/`);
