import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

// findBy*/waitFor wait up to 3 s (default 1 s): on a loaded 2-core CI machine a screen with
// lazy chunks can take longer than 1 s to settle. Failures still fail, only later.
configure({ asyncUtilTimeout: 3000 });

/**
 * A silent console: any console.error or console.warn during a test fails that test, unless it
 * matches this allow-list. Keep it short, each entry with its reason. A test that provokes an
 * error on purpose spies on console.error itself (e.g. `crashWatch` in
 * tests/unit/quality/support/app.tsx, which swallows the failures it expects and passes the rest
 * on to here); what such a spy swallows never reaches this guard.
 */
const ALLOWED: readonly ((args: unknown[]) => boolean)[] = [
  // react-admin's useDataProvider logs every rejected dataProvider call with `console.error(error)`
  // (ra-core/src/dataProvider/useDataProvider.ts): one argument, the Error itself. The
  // failing-server tests reject on purpose and check what the admin is shown instead.
  (args) => args.length === 1 && args[0] instanceof Error,
];

const seen: string[] = [];
const originals = { error: console.error, warn: console.warn };

beforeEach(() => {
  seen.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      // Allowed messages are not printed either: the suite's output stays readable.
      if (ALLOWED.some((allowed) => allowed(args))) return;
      seen.push(`console.${level}: ${format(...args)}`);
      originals[level](...args);
    };
  }
});

afterEach(() => {
  console.error = originals.error;
  console.warn = originals.warn;
  const unexpected = [...seen];
  seen.length = 0;
  // Some suites (the mock API's) run in the node environment: no DOM to clean.
  if (typeof window !== 'undefined') {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  }
  expect(
    unexpected.map((line) => line.split('\n')[0]),
    'unexpected console.error / console.warn',
  ).toEqual([]);
});
