import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The Content-Security-Policy to deploy the console with (docs/security.md explains each
 * directive); the security suite serves the build under it.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (MUI's styling) inserts <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The same policy for a deployment whose API is on other origins (docs/security.md, "With a real
 * API on another host"): they are added to connect-src, img-src and media-src.
 */
export function cspWithApi(origins: readonly string[]): string {
  const extra = origins.join(' ');
  return CSP.replace("connect-src 'self'", `connect-src 'self' ${extra}`)
    .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${extra}`)
    .replace("media-src 'self' data: blob:", `media-src 'self' data: blob: ${extra}`);
}

/**
 * The policy for a build in `dist`: its pages' inline script (the first frame's chooser) allowed
 * by the hash the build wrote beside index.html (`inline-scripts.csp`), as deploy/start does.
 */
export function withInlineScripts(csp: string, dist: string): string {
  const file = join(dist, 'inline-scripts.csp');
  const sources = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const added = sources.split(/\s+/).filter((source) => source && !csp.includes(source));
  return added.length ? csp.replace("script-src 'self'", `script-src 'self' ${added.join(' ')}`) : csp;
}

/** Records CSP violations: the browser's console reports and the page's securitypolicyviolation events. */
export async function watchCsp(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const violations: string[] = [];
  await context.exposeFunction('__e2eCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation(text: string): void }).__e2eCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error at ${page.url()}: ${error.message}`));
  return { page, violations };
}

/**
 * A private copy of dist/ for the suite's own servers: a rebuild by someone else during the run
 * (vite empties dist/ first) would otherwise make the service worker script vanish mid-test.
 */
export function snapshotDist(): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'e2e-dist-')), 'dist');
  cpSync('dist', copy, { recursive: true });
  return copy;
}
