import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './axe';
import { baseURL, launchBrowser, openPage, type Watched } from './browser';
import { CSP, snapshotDist, watchCsp, withInlineScripts } from './csp';
import { MOCK_DB_KEY, type PageHazards, PLANTED_TEXTS, pageHazards, plantHostileRecords } from './hostile';
import {
  chooseDemoSheet,
  LOGGED_IN_SCREENS,
  LOGGED_OUT_PATHS,
  loginAsAdmin,
  loginAsSubscriber,
  openScreen,
  tour,
} from './screens';
import { type StaticServer, serveDist } from './server';

/**
 * Security hygiene of the built app: a strict Content-Security-Policy, the token cookie's
 * attributes, a logout that leaves nothing behind, no request to a foreign origin, safe links,
 * and user content rendered as text with only http(s) URLs followed or embedded.
 */

/** Origins the console may talk to: its own and the configured API hosts (none in a mock build). */
const allowedOrigins = () =>
  new Set(
    [baseURL(), process.env.VITE_API_URL, process.env.VITE_WEEKLY_API_URL]
      .filter((url): url is string => Boolean(url?.trim()))
      .map((url) => new URL(url).origin),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('under the strict Content-Security-Policy', () => {
  let server: StaticServer;
  let policy: string;
  beforeAll(async () => {
    const dist = snapshotDist();
    policy = withInlineScripts(CSP, dist);
    server = await serveDist(dist, { 'Content-Security-Policy': policy });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is the header docs/security.md tells to deploy with', () => {
    const documented = CSP.replace("script-src 'self'", "script-src 'self' <dist/inline-scripts.csp>");
    expect(readFileSync('docs/security.md', 'utf8')).toContain(`Content-Security-Policy: ${documented}`);
  });

  it('allows one inline script, the first frame’s chooser, by its hash: it runs', async () => {
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'; /);
    const context = await browser.newContext({ baseURL: server.url });
    const { page, violations } = await watchCsp(context);
    await page.goto('/login');
    // The chooser marked the page with the sign-in card's frame, under the policy.
    expect(await page.evaluate(() => document.documentElement.dataset.firstFrame)).toMatch(/^\/login /);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the header is really sent, and an inline script is refused (the policy bites)', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page, violations } = await watchCsp(context);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src/);
    await context.close();
  });

  it('boots, logs in and opens every screen and dialog with no violation', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const { page, violations } = await watchCsp(context);
    page.setDefaultTimeout(10_000);
    for (const path of LOGGED_OUT_PATHS) await openScreen(page, path);
    await loginAsAdmin(page, { reset: true });
    const unopened: string[] = [];
    for (const screen of LOGGED_IN_SCREENS) unopened.push(...(await tour(page, screen, async () => {})));
    expect(violations).toEqual([]);
    // A dialog that does not open is reported by the accessibility suite; here it only is not toured.
    if (unopened.length) console.info(`CSP tour could not open:\n${unopened.join('\n')}`);
    await context.close();
  }, 180_000);
});

describe('session', () => {
  it('the token cookie of the general login is SameSite=Lax on path /, not Secure on http', async () => {
    const watched = await openPage(browser);
    await loginAsSubscriber(watched.page);
    const token = (await watched.context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    expect(token?.value).toBeTruthy();
    await watched.context.close();
  });

  const openssl = spawnSync('openssl', ['version']).status === 0;
  it.skipIf(!openssl)('the token cookie is Secure when the console runs on https', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...[
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
    ]);
    expect(made.status, String(made.stderr)).toBe(0);
    const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    const server = await serveDist(snapshotDist(), {}, tls);
    // The mock API's service worker only registers on a certificate the browser accepts.
    const tlsBrowser = await launchBrowser(['--ignore-certificate-errors']);
    try {
      const context = await tlsBrowser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await loginAsSubscriber(page);
      const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
      expect(token).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    } finally {
      await tlsBrowser.close();
      await server.close();
    }
  });
});

/** Every key in the page's localStorage and sessionStorage. */
const storedKeys = (page: Page) =>
  page.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage).map((key) => `session:${key}`),
  ]);

describe('logout', () => {
  it("removes every cookie and every item the console stored, not the platform's sheet pointer", async () => {
    const { page, context } = await openPage(browser);
    page.setDefaultTimeout(10_000);
    await page.goto('/login?mockReset');
    await loginAsSubscriber(page);
    await loginAsAdmin(page);
    // Use the console the way that makes it store things: a weekly sheet, a sidebar marker, the theme.
    await openScreen(page, '/WeeklyData');
    await chooseDemoSheet(page);
    await openScreen(page, '/CreateAgent');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    const before = await storedKeys(page);
    expect(before).toContain('username');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('token');

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await settle(page);
    expect(await context.cookies()).toEqual([]);
    // The mock platform's own data stands in for the server, and the weekly sheet pointer is the
    // platform's (spec: logout clears the cookies and the username): neither is the console's.
    const left = (await storedKeys(page)).filter((key) => key !== MOCK_DB_KEY);
    expect(left.sort(), `stored before logout: ${before.join(', ')}`).toEqual([
      'csvsheet_id',
      'scrap_end',
      'scrap_start',
    ]);
    await context.close();
  });
});

describe('content and requests, on a tour of every screen with hostile records', () => {
  let watched: Watched;
  const seen: Record<string, PageHazards> = {};
  const literal: Record<string, boolean> = {};
  const unopened: string[] = [];

  beforeAll(async () => {
    watched = await openPage(browser);
    const { page } = watched;
    page.setDefaultTimeout(10_000);
    await page.goto('/login?mockReset');
    for (const path of LOGGED_OUT_PATHS) {
      await openScreen(page, path);
      seen[path] = await pageHazards(page);
    }
    await loginAsAdmin(page);
    await plantHostileRecords(page);
    for (const screen of LOGGED_IN_SCREENS) {
      const look = async (where: string) => {
        seen[where] = await pageHazards(page);
        const text = PLANTED_TEXTS[where];
        if (text) literal[where] = await page.getByText(text).first().isVisible();
      };
      unopened.push(...(await tour(page, screen, look)));
    }
  }, 240_000);
  afterAll(async () => {
    await watched?.context.close();
  });

  /** One line per screen and distinct hazard (a broken cell repeats on every row). */
  const each = (pick: (hazards: PageHazards) => string[]) => [
    ...new Set(
      Object.entries(seen).flatMap(([where, hazards]) => pick(hazards).map((item) => `[${where}] ${item}`)),
    ),
  ];

  it('toured every screen and dialog', () => {
    expect(Object.keys(seen)).toEqual(
      expect.arrayContaining([...LOGGED_OUT_PATHS, ...LOGGED_IN_SCREENS.map((screen) => screen.path)]),
    );
    expect(unopened).toEqual([]);
  });

  it('made no request to an origin other than the app and the configured API hosts', () => {
    const allowed = allowedOrigins();
    expect(watched.foreignRequests.filter((url) => !allowed.has(new URL(url).origin))).toEqual([]);
  });

  it('renders names, captions and titles as text: no planted markup became an element or ran', () => {
    expect(each((hazards) => (hazards.ran ? [`script ran: ${hazards.ran}`] : []))).toEqual([]);
    expect(each((hazards) => hazards.injected)).toEqual([]);
    expect(literal).toEqual(Object.fromEntries(Object.keys(PLANTED_TEXTS).map((path) => [path, true])));
  });

  /** The hazards seen on a screen and in its dialogs. */
  const on = (path: string, pick: (hazards: PageHazards) => string[]) => [
    ...new Set(
      Object.entries(seen)
        .filter(([where]) => where === path || where.startsWith(`${path} + `))
        .flatMap(([where, hazards]) => pick(hazards).map((item) => `[${where}] ${item}`)),
    ),
  ];
  const SCREENS = [...LOGGED_OUT_PATHS, ...LOGGED_IN_SCREENS.map((screen) => screen.path)];

  /** Screens whose test is skipped while a reported product bug makes it fail. */
  const UNSAFE_URL_BUGS: Record<string, string> = {};

  for (const path of SCREENS) {
    (UNSAFE_URL_BUGS[path] ? it.skip : it)(
      `${path}: URLs from data are followed or embedded only when http(s)`,
      () => {
        expect(on(path, (hazards) => hazards.unsafeUrls)).toEqual([]);
      },
    );
  }

  const OPENER_BUGS: Record<string, string> = {};

  for (const path of SCREENS) {
    (OPENER_BUGS[path] ? it.skip : it)(`${path}: new tabs open only with rel="noopener noreferrer"`, () => {
      expect(on(path, (hazards) => hazards.openerLinks)).toEqual([]);
    });
  }

  it('a full name typed in the Edit User dialog as <b>x</b> shows literally', async () => {
    const { page } = watched;
    await openScreen(page, '/DataListing');
    await page.locator('#main-content tbody tr').first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Full Name/).fill('<b>x</b> typed');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('<b>x</b> typed').first().waitFor();
    expect(await page.locator('#main-content b', { hasText: 'x' }).count()).toBe(0);
  });
});
