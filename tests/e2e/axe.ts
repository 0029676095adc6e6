import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { waitForQuiet } from './browser';

/**
 * axe-core in the real browser. The source is injected as an inline script tag, so run it on
 * the plain server (the strict-CSP server would, rightly, refuse the inline script).
 */
const require = createRequire(import.meta.url);
let axeSource: string | undefined;
const source = () => {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

/** The impacts the issue forbids. Moderate and minor findings are logged, not failed. */
export const BLOCKING = ['serious', 'critical'] as const;

export interface AxeFinding {
  /** Which screen (and state) was scanned, e.g. "/Stores + Edit Vendor (dark)". */
  screen: string;
  id: string;
  impact: string;
  help: string;
  /** One entry per failing node: its CSS selector and the start of its HTML. */
  nodes: { target: string; html: string; summary: string }[];
}

interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/**
 * Waits until the page is quiet: no running CSS transition or animation (a half-faded dialog
 * fails contrast checks it passes once shown) and no spinner or skeleton on screen still loading.
 */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await waitForQuiet(page, timeout);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ) &&
        // Only what is on screen: a chart below a phone's fold loads when scrolled to, and
        // keeps its skeleton until then.
        !Array.from(
          document.querySelectorAll(
            '.MuiSkeleton-root, [role="progressbar"].MuiCircularProgress-root:not([data-keep])',
          ),
        ).some((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
  // What the last replies' render asked for (a chained read, an image) is waited for too.
  await waitForQuiet(page, timeout, 0);
  // Two frames so React commits whatever the last reply triggered.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: source() });
}

/** Runs axe on the whole document and returns its violations, every impact, tagged with `screen`. */
export async function runAxe(page: Page, screen: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as unknown[];
  });
  return (violations as RawViolation[]).map((violation) => ({
    screen,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      html: node.html.slice(0, 200),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    })),
  }));
}

export const isBlocking = (finding: AxeFinding) => (BLOCKING as readonly string[]).includes(finding.impact);

/**
 * One line per screen and rule: how many nodes fail, with the first two as examples (a rule
 * broken by a shared component fails on every row; the examples are enough to find it).
 */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) => {
      const examples = finding.nodes
        .slice(0, 2)
        .map((node) => `    ${node.target} :: ${node.html} :: ${node.summary}`)
        .join('\n');
      return `[${finding.screen}] ${finding.impact} ${finding.id} (${finding.nodes.length} node(s)): ${finding.help}\n${examples}`;
    })
    .join('\n');
}

export interface NamedControl {
  /** The start of the control's HTML, to find it. */
  html: string;
  /** Its accessible name, as axe computes it (aria-labelledby, aria-label, title, alt …). */
  name: string;
}

/**
 * The visible controls of the page that show no text of their own (icon buttons, icon links,
 * bare checkboxes), with the accessible name a screen reader would announce.
 */
export async function iconOnlyControlNames(page: Page): Promise<NamedControl[]> {
  await injectAxe(page);
  return page.evaluate(() => {
    interface AxeText {
      setup(root: Document): void;
      teardown(): void;
      commons: { text: { accessibleText(element: Element): string } };
    }
    const axe = (window as unknown as { axe: AxeText }).axe;
    const selector =
      'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="switch"]';
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const box = el.getBoundingClientRect();
      // Its own text, without an icon's <title> (that is a name, not text on screen).
      const text = Array.from(el.querySelectorAll('*'))
        .filter((child) => !child.closest('svg'))
        .flatMap((child) => Array.from(child.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE))
        .concat(Array.from(el.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE))
        .map((node) => node.textContent ?? '')
        .join('');
      return box.width > 0 && box.height > 0 && !/[\p{L}\p{N}]/u.test(text);
    });
    axe.setup(document);
    try {
      return controls.map((el) => ({
        html: el.outerHTML.slice(0, 160),
        name: axe.commons.text.accessibleText(el).trim(),
      }));
    } finally {
      axe.teardown();
    }
  });
}
