import type { ConsoleMessage, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/**
 * Every page a browser test opens (through `openPage` or the real-API suite's `openSession`) is
 * watched: console errors, console warnings and uncaught page errors. After each test the
 * messages it caused that nobody expected fail that test, so a new warning cannot hide among
 * the others. A test that provokes one on purpose says so with `session.console.expect(/…/)`.
 */

/**
 * Messages any page may log, whatever the test. Keep it short, each with its reason.
 *
 * - Chromium logs every response with an error status itself ("Failed to load resource: the
 *   server responded with a status of 404"), whoever asked for it: the demo's media that do not
 *   exist, a 401 a test sends on purpose. The console's own handling of such replies is what the
 *   suites check, on the screen; the browser's line says nothing about the console's code.
 */
export const ALWAYS_ALLOWED: readonly RegExp[] = [/^Failed to load resource: /];

export interface ConsoleWatch {
  /** Every console error and uncaught page error, as text. */
  readonly errors: string[];
  /** Every console warning, as text. */
  readonly warnings: string[];
  /** Declares messages this page logs on purpose (matched against each message's text). */
  expect(...patterns: RegExp[]): void;
  /** The messages no allow-list explains that were not reported yet (marks them reported). */
  takeUnexpected(): string[];
}

const watched = new Set<ConsoleWatch>();

/** Starts collecting `page`'s console errors and warnings; `allowed` adds this page's own allow-list. */
export function watchConsole(page: Page, allowed: readonly RegExp[] = []): ConsoleWatch {
  const errors: string[] = [];
  const warnings: string[] = [];
  const all: string[] = [];
  const expected: RegExp[] = [...ALWAYS_ALLOWED, ...allowed];
  let reported = 0;
  const record = (list: string[], kind: string, text: string) => {
    list.push(text);
    all.push(`[${kind}] ${text}`);
  };
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    const where = message.location()?.url ? ` (${message.location().url.split('?')[0]})` : '';
    if (type === 'error') record(errors, 'console.error', message.text());
    else if (type === 'warning') record(warnings, `console.warn${where}`, message.text());
  });
  page.on('pageerror', (error) => record(errors, 'page error', String(error)));
  const watch: ConsoleWatch = {
    errors,
    warnings,
    expect: (...patterns) => expected.push(...patterns),
    takeUnexpected() {
      const fresh = all.slice(reported);
      reported = all.length;
      return fresh.filter((line) => {
        const text = line.replace(/^\[[^\]]*\] /, '');
        return !expected.some((pattern) => pattern.test(text));
      });
    },
  };
  watched.add(watch);
  page.on('close', () => {
    // A closed page's last messages are still checked by the next afterEach, then forgotten.
    setTimeout(() => watched.delete(watch), 60_000).unref?.();
  });
  return watch;
}

/** The unexpected messages of every watched page since the last call. */
export function takeUnexpectedConsole(): string[] {
  return [...watched].flatMap((watch) => watch.takeUnexpected());
}

/**
 * Registered by the browser projects' setup file: fails the test during which a watched page
 * logged an unexpected error or warning.
 */
export function failOnUnexpectedConsole(): void {
  afterEach(() => {
    const unexpected = takeUnexpectedConsole();
    expect(unexpected, 'unexpected browser console errors/warnings').toEqual([]);
  });
}
