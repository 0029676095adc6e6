import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dismissToasts, expectNoToast, expectToast, FAULT, platform, SAYS, type tallyFor } from './platform';

/** Markup that would run script if rendered as HTML; sent verbatim, shown literally. */
export const HOSTILE = `<img src=x onerror="window.__xss=1">Ünïcødé 🚀 "q" 'a' & <b>b</b>`;

export interface FormUnderTest {
  page: Page;
  /** The platform path the submit calls (e.g. '/coupons/updateUserInAdmin'). */
  path: string;
  /** Presses the form's submit control. */
  submit: () => Promise<void>;
  /** The control that must be disabled while a save is in flight. */
  submitButton: Locator;
  /** The typed inputs and what they must still hold after each failure. */
  fields: [Locator, string][];
  /** The success text the console shows once the server confirmed. */
  success: RegExp;
  tally: ReturnType<typeof tallyFor>;
  /** Where the spec gives the form its own failure texts (e.g. Edit Vendor's image form). */
  says?: { failure?: string; network?: string };
}

/**
 * Against a real HTTP server: each failure the server can give is injected in turn on the form's
 * call; each time the console names the failure, claims no success and keeps every input. Then a
 * slow reply shows the saving state and a double click sends exactly one request; the last save
 * succeeds.
 */
export async function cycleFaults(form: FormUnderTest): Promise<void> {
  const { page, path, submit, fields, success, tally } = form;
  const { failure, network = SAYS.network } = form.says ?? {};
  const cases = [
    { rule: { path, reply: FAULT.serverWithMessage }, says: failure ?? SAYS.serverWithMessage },
    { rule: { path, reply: FAULT.serverBare }, says: failure ?? SAYS.serverBare },
    { rule: { path, reply: FAULT.htmlPage }, says: failure ?? SAYS.serverBare },
    // Chromium re-sends a request by itself when a reused keep-alive connection drops (once per
    // idle connection it holds): every attempt is dropped until the failure shows.
    { rule: { path, drop: true, times: 0 }, says: network },
  ];
  for (const fault of cases) {
    await platform.clearRequests();
    await platform.fault(fault.rule);
    await submit();
    await expectToast(page, fault.says);
    await expectNoToast(page, success, 600);
    await tally.kept(fields);
    await dismissToasts(page);
    await platform.clearFaults();
  }

  await platform.clearRequests();
  await platform.fault({ path, delayMs: 1500 });
  await form.submitButton.dblclick();
  await expect.poll(() => form.submitButton.isDisabled(), { timeout: 1000 }).toBe(true);
  await expectToast(page, success);
  expect((await platform.requests(path)).length, `${path}: one request for a double click`).toBe(1);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

/** The body of the last request to `path`: JSON parsed, or multipart as name → value. */
export async function lastBody(path: string): Promise<Record<string, unknown>> {
  const requests = await platform.requests(path);
  const body = requests.at(-1)?.body ?? '';
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(
      body.split('\n').map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)];
      }),
    );
  }
}
