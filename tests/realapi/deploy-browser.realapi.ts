import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { LoggedRequest } from '../../mocks/faults';
import { type PlatformServer, startPlatformServer } from '../../mocks/server';
import { type DeployedConsole, DIST_PROD, freePort, platformEnv, startDeploy } from './config';
import { expectToast, launchBrowser, openSessionOn, platform, type Session, signIn } from './platform';

/**
 * One dist-prod, configured at start: two consoles started from the same build for two platforms
 * each talk to their own, and the same build serves under a sub-path (/admin/) with every asset
 * and route below it.
 */
let browser: Browser;
const sessions: Session[] = [];
const started: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const one of started.reverse()) await one.close();
});
beforeEach(async () => {
  await platform.reset();
});
afterEach(async () => {
  for (const session of sessions.splice(0)) {
    expect(session.errors, 'console errors').toEqual([]);
    expect(session.foreign, 'requests to other hosts').toEqual([]);
    await session.page.context().close();
  }
});

async function open(consoleURL: string, apiOrigin: string): Promise<Session> {
  const session = await openSessionOn(browser, { consoleURL, apiOrigin });
  sessions.push(session);
  return session;
}

const paths = (requests: LoggedRequest[]) => requests.map((request) => request.path);

describe('one build, two platforms', () => {
  let second: PlatformServer;
  let secondConsole: DeployedConsole;

  beforeAll(async () => {
    second = await startPlatformServer({ port: await freePort(), aiDelayMs: 300 });
    started.push(second);
    // The same dist-prod the suite's console was started from, pointed at the second platform.
    secondConsole = await startDeploy(platformEnv(second.origin));
    started.push(secondConsole);
  });

  it('each console signs in and lists users from its own platform only', async () => {
    // Tell the platforms apart by their data: one user renamed on the second only.
    const users = await platform.collection<{ _id: string; fullName: string }>('users');
    const renamed = users.map((user, index) =>
      index === 0 ? { ...user, fullName: 'Only On Platform Two' } : user,
    );
    const put = await fetch(`${second.origin}/__mock/data/users`, {
      method: 'PUT',
      body: JSON.stringify(renamed),
    });
    expect(put.ok).toBe(true);
    await platform.clearRequests();
    second.faults.clearRequests();

    const one = await open(inject('realBaseURL'), inject('apiOrigin'));
    await one.page.goto('/login');
    await signIn(one.page);
    await one.page.waitForURL(/\/DashboardHome$/);
    await one.page.goto('/DataListing');
    await one.page.getByRole('cell', { name: users[0]!.fullName, exact: true }).waitFor();
    expect(await one.page.getByText('Only On Platform Two').count()).toBe(0);
    const firstCalls = paths(await platform.requests());
    expect(firstCalls.some((path) => path.endsWith('/users/adminUserLists'))).toBe(true);
    expect(paths(second.faults.requests()), 'the second platform heard nothing').toEqual([]);

    await platform.clearRequests();
    const two = await open(secondConsole.url, second.origin);
    await two.page.goto('/login');
    await signIn(two.page);
    await two.page.waitForURL(/\/DashboardHome$/);
    await two.page.goto('/DataListing');
    await two.page.getByRole('cell', { name: 'Only On Platform Two', exact: true }).waitFor();
    expect(paths(second.faults.requests()).some((path) => path.endsWith('/users/adminUserLists'))).toBe(true);
    expect(paths(await platform.requests()), 'the first platform heard nothing').toEqual([]);

    // Each page was configured by its own start; the build itself holds no address.
    const config = async (session: Session) =>
      JSON.parse((await session.page.locator('#console-config').textContent()) ?? '{}');
    expect(await config(one)).toMatchObject({ apiUrl: `${inject('apiOrigin')}/v1` });
    expect(await config(two)).toMatchObject({ apiUrl: `${second.origin}/v1` });
    expect(readFileSync(join(DIST_PROD, 'index.html'), 'utf8')).toContain(
      '<script type="application/json" id="console-config">{}</script>',
    );
    // And each console's CSP lets it reach its own platform only.
    const csp = async (url: string) => (await fetch(url)).headers.get('Content-Security-Policy') ?? '';
    expect(await csp(secondConsole.url)).toContain(`connect-src 'self' ${second.origin};`);
    expect(await csp(inject('realBaseURL'))).toContain(`connect-src 'self' ${inject('apiOrigin')};`);
  });
});

describe('the same build under /admin/', () => {
  let admin: DeployedConsole;

  beforeAll(async () => {
    admin = await startDeploy({ ...platformEnv(inject('apiOrigin')), CONSOLE_BASE_PATH: '/admin/' });
    started.push(admin);
  });

  it('answers under /admin/ only: /admin redirects, the rest 404s, /healthz stays at the root', async () => {
    const redirect = await fetch(`${admin.url}/admin?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/admin/?x=1');
    for (const path of ['/DataListing', '/assets/nope.js', '/', '/favicon.svg']) {
      const reply = await fetch(`${admin.url}${path}`);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
    }
    expect((await fetch(`${admin.url}/admin/assets/nope.js`)).status).toBe(404);
    const healthz = await fetch(`${admin.url}/healthz`);
    expect([healthz.status, (await healthz.text()).trim()]).toEqual([200, 'ok']);
    // And under the base path, for a proxy that forwards only /admin/ (it answered the page before).
    const under = await fetch(`${admin.url}/admin/healthz`);
    // nginx 1.22 (Debian 12) sends "text/plain", later versions add "; charset=utf-8".
    expect([under.status, under.headers.get('Content-Type'), (await under.text()).trim()]).toEqual([
      200,
      expect.stringMatching(/^text\/plain(;|$)/),
      'ok',
    ]);
    const page = await fetch(`${admin.url}/admin/Stores/abc?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<base href="/admin/" />');
    expect(html).toContain('"basePath":"/admin/"');
  });

  it('signs in at /admin/login, lists, edits a user, reloads a deep link, never leaving /admin/', async () => {
    const session = await open(admin.url, inject('apiOrigin'));
    const { page } = session;
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === admin.url && !url.pathname.startsWith('/admin/')) outside.push(url.pathname);
    });

    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(page);
    await page.waitForURL(/\/admin\/DashboardHome$/);

    await page.goto('/admin/DataListing');
    await page.getByRole('heading', { name: 'User Listing', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    const [user] = await platform.collection<{ _id: string; fullName: string }>('users');
    await page
      .getByRole('row', { name: new RegExp(user!.fullName) })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.waitForURL(new RegExp(`/admin/DataListing/${user!._id}$`));
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel(/^Full Name/).fill('Renamed Under Admin');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, /user updated successfully/i);
    await page.getByRole('cell', { name: 'Renamed Under Admin', exact: true }).waitFor();
    const [saved] = await platform.collection<{ fullName: string }>('users');
    expect(saved!.fullName).toBe('Renamed Under Admin');

    // The menu's links stay under the base path.
    await page.getByRole('menuitem', { name: 'Manage Stores' }).click();
    await page.waitForURL(/\/admin\/Stores$/);
    // A deep link, loaded afresh.
    await page.reload();
    await page.getByRole('heading', { name: 'Manage Stores', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.goto('/admin/Stores');
    await page.locator('tbody tr').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/Stores');

    expect(outside, 'requests outside /admin/ (assets at the domain root)').toEqual([]);
  });
});
