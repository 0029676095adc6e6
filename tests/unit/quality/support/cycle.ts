import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { dismissToasts, expectToast, looksLikeKey } from './app';
import { FAILURES, type FailureName } from './failures';

/** What the screen must show for a failure: a text, a pattern, or "any clear, translated text". */
export type Shown = string | RegExp | 'any';

export interface CycleOptions {
  server: SetupServer;
  method: 'get' | 'post';
  /** Full URL of the call to break. */
  url: string;
  /** Requests made so far to that call. */
  count: () => number;
  failures: Partial<Record<FailureName, Shown>>;
  /** Presses the form's submit (or re-runs the read). */
  submit: () => Promise<void> | void;
  /** Checks the admin's input is all still there and the screen is usable again. */
  intact: () => void;
  onFailure?: (name: FailureName) => void;
}

/**
 * Injects each failure in turn into one rendered screen and submits: each must show its message,
 * send exactly one request, and leave the input and the screen as they were.
 */
export async function cycleFailures(options: CycleOptions) {
  for (const [name, shown] of Object.entries(options.failures) as [FailureName, Shown][]) {
    options.server.use(http[options.method](options.url, FAILURES[name]));
    const before = options.count();
    await options.submit();
    await waitFor(() => expect(options.count(), `${name}: one request`).toBe(before + 1));
    const text = await expectToast(shown === 'any' ? /\S/ : shown);
    expect(looksLikeKey(text), `${name}: "${text}" is a translated text`).toBe(false);
    await waitFor(() => options.intact());
    options.onFailure?.(name);
    await dismissToasts();
  }
}

/** The submit button by name is enabled (not stuck in its saving state). */
export const enabled = (name: string) => expect(screen.getByRole('button', { name })).toBeEnabled();
