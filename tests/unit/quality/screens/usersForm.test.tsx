import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken, setTokenCookie } from '../../../../src/api/cookies';
import { draftKey, readDraft } from '../../../../src/lib/drafts';
import type { User } from '../../../../src/resources/users/record';
import { API, crashWatch, dismissToasts, expectToast, platform, renderApp, toasts } from '../support/app';
import { cycleFailures } from '../support/cycle';
import { FAILURES, heldReply, TEXT } from '../support/failures';
import { BLANK, LONG, UNUSUAL } from '../support/inputs';
import { tallyFor } from '../support/tally';

// BUG (reported): the engine's `required` rule (src/engine/validation.ts) accepts whitespace-only
// text, which the payload mappers then trim to '' and send. Set to true once fixed.
const BLANK_REQUIRED_FIXED = true;

const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

const UPDATE_USER = '/coupons/updateUserInAdmin';
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const setIn = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const valueIn = (dialog: HTMLElement, label: RegExp) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const press = (dialog: HTMLElement, name: string) => {
  fireEvent.click(within(dialog).getByRole('button', { name }));
};

async function openUser() {
  const target = state.db.collection<User>('users')[0]!;
  const view = renderApp(`/DataListing/${target._id}`);
  const dialog = await dialogNamed('Edit User');
  await within(dialog).findByLabelText(/^Full Name/);
  return { view, dialog, target };
}

function fillUser(dialog: HTMLElement, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    fullName: /^Full Name/,
    email: /^Email/,
    phone: /^Phone/,
    tagLine: /^Tagline/,
    userName: /^Role/,
  };
  for (const [field, value] of Object.entries(values)) setIn(dialog, labels[field]!, value);
}

describe('Edit User: bad input', () => {
  it('refuses an emptied field with "Required" and sends nothing', async () => {
    const { dialog } = await openUser();
    for (const label of [/^Full Name/, /^Email/, /^Phone/, /^Tagline/, /^Role/]) {
      setIn(dialog, label, '');
      press(dialog, 'Update');
      await waitFor(() => expect(within(dialog).getByText('Required')).toBeInTheDocument());
      setIn(dialog, label, label.source.includes('Email') ? 'ok@example.com' : 'ok');
      tally.input();
    }
    setIn(dialog, /^Email/, 'not-an-email');
    press(dialog, 'Update');
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(count(UPDATE_USER)).toBe(0);
    tally.input();
  });

  it.skipIf(!BLANK_REQUIRED_FIXED)('refuses whitespace-only values and sends nothing', async () => {
    const { dialog } = await openUser();
    for (const blank of [BLANK.spaces, BLANK.tabsAndNewlines, BLANK.noBreakSpaces]) {
      setIn(dialog, /^Full Name/, blank);
      press(dialog, 'Update');
      expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(count(UPDATE_USER)).toBe(0);
  });

  it('sends HTML, emoji, other scripts and 10,000 characters unchanged, and lists them as plain text', async () => {
    const bodies: unknown[] = [];
    state.server.use(
      http.post(`${API}${UPDATE_USER}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: 1, message: 'ok' });
      }),
    );
    const { dialog, target } = await openUser();
    const values = {
      fullName: UNUSUAL.html,
      email: 'zoë@example.com',
      phone: '+1 (415) 555-2671',
      tagLine: LONG,
      userName: UNUSUAL.scripts,
    };
    fillUser(dialog, values);
    press(dialog, 'Update');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: target._id, ...values });
    tally.input(5);
    // Shown as text, never as markup: no element from the typed HTML appears.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script:not([src])')).toBeNull();
  });
});

describe('Edit User: failing server', () => {
  it('each failure keeps the dialog and every typed value, with a clear message', async () => {
    const { view, dialog, target } = await openUser();
    const values = {
      fullName: 'Kept Náme',
      email: 'kept@example.com',
      phone: '555 0100',
      tagLine: UNUSUAL.emoji,
      userName: 'vendor',
    };
    fillUser(dialog, values);
    await cycleFailures({
      server: state.server,
      method: 'post',
      url: `${API}${UPDATE_USER}`,
      count: () => count(UPDATE_USER),
      failures: {
        server500: TEXT.serverMessage,
        server500Html: 'any',
        gateway504: 'any',
        network: TEXT.network,
        null200: TEXT.somethingWrong,
        html200: TEXT.unexpected,
        wrongShape200: TEXT.somethingWrong,
      },
      submit: () => press(screen.getByRole('dialog', { name: 'Edit User' }), 'Update'),
      intact: () => {
        const open = screen.getByRole('dialog', { name: 'Edit User' });
        expect(valueIn(open, /^Full Name/)).toBe(values.fullName);
        expect(valueIn(open, /^Tagline/)).toBe(values.tagLine);
        expect(valueIn(open, /^Email/)).toBe(values.email);
        expect(within(open).getByRole('button', { name: 'Update' })).toBeEnabled();
        expect(view.location()).toBe(`/DataListing/${target._id}`);
      },
      onFailure: () => tally.failure(),
    });
  });

  it('a 401 ends the session with no success text: back to /login, and the typed change is kept as a draft', async () => {
    setTokenCookie('expired-token');
    const { view, dialog, target } = await openUser();
    setIn(dialog, /^Full Name/, 'Typed Before Expiry');
    state.server.use(http.post(`${API}${UPDATE_USER}`, FAILURES.unauthorized401));
    press(dialog, 'Update');
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(window.localStorage.getItem('username')).toBeNull();
    // react-admin's checkError path used to resolve the refused save with empty data: its success
    // text followed the redirect. Nothing but the failure may show, however long we wait.
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(toasts().some((text) => /updated/i.test(text))).toBe(false);
      await dismissToasts(); // let any queued notification show
    }
    expect(readDraft(draftKey('users', target._id))?.values).toEqual({ fullName: 'Typed Before Expiry' });
    expect(count(UPDATE_USER)).toBe(1);
    tally.failure();
    tally.input(1);
  });

  it('a double click while saving sends one request', async () => {
    const held = heldReply(() => HttpResponse.json({ success: 0 }));
    state.server.use(http.post(`${API}${UPDATE_USER}`, held.respond));
    const { dialog } = await openUser();
    setIn(dialog, /^Full Name/, 'Double Click');
    const user = userEvent.setup();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled());
    press(dialog, 'Update');
    expect(count(UPDATE_USER)).toBe(1);
    held.release();
    await expectToast(TEXT.somethingWrong);
    expect(count(UPDATE_USER)).toBe(1);
    expect(valueIn(dialog, /^Full Name/)).toBe('Double Click');
    tally.input(3);
  });
});
