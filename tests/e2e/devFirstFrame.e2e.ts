import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { type DevServer, startDevServer } from './devServer';
import { loginAsAdmin } from './screens';

/**
 * The production-only path a developer can switch on: `CONSOLE_DEV_FIRST_FRAME=true npm run dev`
 * serves each screen's first frame and its chooser (src/firstFrame/vitePlugin.ts), so what a
 * production page paints before the app runs, and the app's takeover, can be seen in development
 * (React's development build, every warning failing the test).
 */
let browser: Browser;
let server: DevServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    // The frames are rendered when the first page is asked for (an SSR build, 10-40 s).
    startDevServer(60_000, { CONSOLE_DEV_FIRST_FRAME: 'true' }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('npm run dev with CONSOLE_DEV_FIRST_FRAME=true', () => {
  it('paints the screen’s frame from HTML, then the app takes over with no warning', async () => {
    const { page } = await openPage(browser, undefined, server.url);
    page.setDefaultTimeout(60_000);
    await loginAsAdmin(page);
    // The app's entry held back: the page as painted from HTML alone.
    await page.route('**/src/main.tsx', () => undefined);
    await page.goto('/DataListing', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const frame = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#first-frame > div')]
        .filter((div) => getComputedStyle(div).display !== 'none')
        .map((div) => div.innerText)
        .join('\n'),
    );
    expect(frame).toContain('User Listing');
    expect(frame).toContain('Manage Stores');
    // Now with the app: it takes over from the frame.
    await page.unroute('**/src/main.tsx');
    await page.goto('/DataListing');
    await page.getByRole('heading', { level: 1, name: 'User Listing' }).waitFor();
    await expect.poll(() => page.locator('#first-frame').count(), { timeout: 30_000 }).toBe(0);
    await page.context().close();
  }, 240_000);
});
