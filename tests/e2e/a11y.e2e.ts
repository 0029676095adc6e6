import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportedIssue, reportedFor } from './a11yReported';
import { type AxeFinding, describeFindings, isBlocking, runAxe, settle } from './axe';
import { launchBrowser, openPage, type Watched } from './browser';
import {
  backgroundLuminance,
  LOGGED_IN_SCREENS,
  LOGGED_OUT_PATHS,
  loginAsAdmin,
  openScreen,
  type Screen,
  storeTheme,
  type Theme,
} from './screens';

/**
 * axe-core on every screen of the built app, logged out and logged in, with each dialog open,
 * in the light and the dark theme. Serious and critical violations fail; the rest is printed.
 *
 * A screen hit by a product bug already reported (./a11yReported.ts) has its strict test skipped
 * and an interim guard instead, which fails on any serious or critical finding not reported.
 * `A11Y_STRICT=1` runs the strict tests of every screen, for the full current list.
 */
let browser: Browser;
let session: Watched;
let page: Page;
const minor: AxeFinding[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await openPage(browser);
  page = session.page;
  // A control that is not there should fail its scene quickly, not eat the test's time budget.
  page.setDefaultTimeout(10_000);
  await page.goto('/login?mockReset');
});
afterAll(async () => {
  if (minor.length)
    console.info(`axe, moderate and minor findings (not failing):\n${describeFindings(minor)}`);
  await browser?.close();
});

/** Scans the page as it is; keeps the non-blocking findings for the log, returns the blocking ones. */
async function scan(screen: string): Promise<AxeFinding[]> {
  await settle(page);
  const findings = await runAxe(page, screen);
  minor.push(...findings.filter((finding) => !isBlocking(finding)));
  return findings.filter(isBlocking);
}

/** Drops the nodes (and the scenes) that a reported issue explains. */
function unreported(findings: AxeFinding[], unopened: string[], issues: readonly ReportedIssue[]) {
  const explained = (id: string, text: string) =>
    issues.some((issue) => issue.rule === id && issue.node.test(text));
  const left = findings
    .map((finding) => ({
      ...finding,
      nodes: finding.nodes.filter((node) => !explained(finding.id, `${node.target} ${node.html}`)),
    }))
    .filter((finding) => finding.nodes.length > 0);
  return { findings: left, unopened: unopened.filter((line) => !explained('scene', line)) };
}

/**
 * Loads the screen in `theme`, proves the theme shows, and scans it and each of its scenes. A scene
 * that cannot be opened is reported beside the findings, so one missing dialog hides nothing else.
 */
async function scanScreen(screen: Screen, theme: Theme, tolerated: readonly ReportedIssue[] = []) {
  const label = (state: string) => `${screen.path}${state} (${theme})`;
  await storeTheme(page, theme);
  await openScreen(page, screen.path);
  await screen.prepare?.(page);
  const luminance = await backgroundLuminance(page);
  expect(theme === 'dark' ? luminance < 0.3 : luminance > 0.7, `${label('')} background`).toBe(true);
  const found = await scan(label(''));
  const unopened: string[] = [];
  for (const scene of screen.scenes) {
    await openScreen(page, screen.path);
    await screen.prepare?.(page);
    try {
      await scene.open(page);
    } catch (error) {
      unopened.push(`[${label(` + ${scene.name}`)}] could not open: ${String(error).split('\n')[0]}`);
      continue;
    }
    found.push(...(await scan(label(` + ${scene.name}`))));
  }
  const left = unreported(found, unopened, tolerated);
  return [describeFindings(left.findings), ...left.unopened].filter(Boolean).join('\n');
}

const loggedOut: Screen[] = LOGGED_OUT_PATHS.map((path) => ({ path, scenes: [] }));

function screenTests(screens: Screen[], theme: Theme) {
  for (const screen of screens) {
    // A11Y_STRICT=1 runs every strict test: the current, complete list of findings.
    const issues = process.env.A11Y_STRICT ? [] : reportedFor(theme, screen.path);
    // Skipped while a reported product bug makes it fail: see the FAILS entries in ./a11yReported.ts.
    const strict = issues.length ? it.skip : it;
    strict(screen.path, async () => {
      expect(await scanScreen(screen, theme)).toBe('');
    });
    if (issues.length) {
      it(`${screen.path}: nothing serious beyond the reported issues (${issues.map((i) => i.rule).join(', ')})`, async () => {
        expect(await scanScreen(screen, theme, issues)).toBe('');
      });
    }
  }
}

describe.each(['light', 'dark'] as const)('axe, %s theme', (theme) => {
  describe('logged out', () => {
    beforeAll(async () => {
      await page.evaluate(() => {
        localStorage.removeItem('username');
        sessionStorage.removeItem('username');
      });
    });
    screenTests(loggedOut, theme);
  });

  describe('logged in', () => {
    beforeAll(async () => {
      await page.goto('/login');
      if (new URL(page.url()).pathname === '/login') await loginAsAdmin(page);
    });
    screenTests(LOGGED_IN_SCREENS, theme);
  });
});

describe('theme', () => {
  it('the app bar toggle switches to dark, and the choice survives a reload', async () => {
    await storeTheme(page, 'light');
    await openScreen(page, '/DashboardHome');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.7);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.3);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await backgroundLuminance(page)).toBeLessThan(0.3);
  });
});
