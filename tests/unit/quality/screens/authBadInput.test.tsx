import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, crashWatch, platform, renderApp } from '../support/app';
import { BAD_EMAILS, BLANK, blankEntries, LONG, LONG_EMAIL, UNUSUAL } from '../support/inputs';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

const set = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
// fireEvent, not userEvent: dozens of submits per form, and the pointer details do not matter here.
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
};

/** Submits and expects `message` in the form and nothing sent to `path`. */
async function refused(button: string, message: string, path: string) {
  await click(button);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(count(path)).toBe(0);
  tally.input();
}

/** After a loop of refusals: give any late submit time to leave, then check nothing went out. */
async function nothingSent(path: string) {
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(count(path)).toBe(0);
}

/** The server replies 400 with `message` and keeps the last JSON body it got. */
function capture(path: string) {
  const bodies: Record<string, unknown>[] = [];
  state.server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Refused for the test' }, { status: 400 });
    }),
  );
  return bodies;
}

describe('Admin Login: bad input', () => {
  it('refuses blank, malformed and over-long e-mails without calling the platform', async () => {
    renderApp('/login', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    set(/^Password/, 'Admin@123');
    await refused('Login', '*Email is required', '/auth/adminlogin');
    for (const [name, blank] of blankEntries.filter(([n]) => n !== 'empty')) {
      set(/^Email/, blank);
      await click('Login');
      // Blank but not empty: refused as not an e-mail (the spec's texts), never sent.
      expect(
        await screen.findByText(/^\*(Email is required|Must be a valid email address)$/),
        name,
      ).toBeInTheDocument();
      tally.input();
    }
    for (const email of BAD_EMAILS) {
      set(/^Email/, email);
      await refused('Login', '*Must be a valid email address', '/auth/adminlogin');
    }
    set(/^Email/, LONG_EMAIL);
    await refused('Login', '*Email must be less than 100 characters', '/auth/adminlogin');
    set(/^Email/, 'admin@example.com');
    set(/^Password/, '');
    await refused('Login', '*Password is required', '/auth/adminlogin');
    await nothingSent('/auth/adminlogin');
  });

  it('sends unusual but valid input unchanged: an HTML/emoji password and a 10,000-character one', async () => {
    const bodies = capture('/auth/adminlogin');
    renderApp('/login', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    for (const password of [`${UNUSUAL.html}${UNUSUAL.emoji}`, LONG, UNUSUAL.scripts]) {
      set(/^Email/, '  admin@example.com ');
      set(/^Password/, password);
      await click('Login');
      await waitFor(() => expect(bodies.at(-1)?.password).toBe(password));
      expect(bodies.at(-1)).toEqual({ email: 'admin@example.com', password });
      expect(await screen.findByText('Refused for the test')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Password/)).toHaveValue(password);
      tally.input();
    }
  });
});

describe('Registration: bad input', () => {
  it("refuses every blank and malformed value with the spec's messages and sends nothing", async () => {
    renderApp('/signup', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Registration' });
    set(/^Email/, 'ada@example.com');
    set(/^Password/, 'Secret@123');
    set(/^Confirm Password/, 'Secret@123');
    for (const [, blank] of blankEntries) {
      set(/^Full Name/, blank);
      await refused('Register', '*Full name is required', '/auth/register');
    }
    set(/^Full Name/, 'Ada Lovelace');
    for (const email of BAD_EMAILS) {
      set(/^Email/, email);
      await refused('Register', '*Please enter a valid email address', '/auth/register');
    }
    set(/^Email/, 'a@b.co');
    await refused('Register', '*Email must have at least 7 characters', '/auth/register');
    set(/^Email/, LONG_EMAIL);
    await refused('Register', '*Email must be less than 50 characters', '/auth/register');
    set(/^Email/, 'ada@example.com');
    const rule =
      '*Password must be a minimum of 8 alphanumeric characters, with at least 1 number, 1 character, 1 capital letter';
    for (const password of [BLANK.spaces, 'Abcdefg1 ', 'Ab1🚀🚀🚀🚀🚀', 'ÀÉÎõü1234']) {
      set(/^Password/, password);
      set(/^Confirm Password/, password);
      await refused('Register', rule, '/auth/register');
    }
    for (const password of [UNUSUAL.emoji, UNUSUAL.html]) {
      set(/^Password/, password);
      set(/^Confirm Password/, password);
      await refused('Register', "*Password can't be longer than 20 characters", '/auth/register');
    }
    set(/^Password/, `Ab1${'x'.repeat(9_997)}`);
    await refused('Register', "*Password can't be longer than 20 characters", '/auth/register');
    set(/^Password/, 'Secret@123');
    set(/^Confirm Password/, 'Secret@124');
    await refused('Register', 'Passwords must match', '/auth/register');
    set(/^Confirm Password/, '');
    await refused('Register', '*Confirm Password is required', '/auth/register');
    await nothingSent('/auth/register');
  });

  it('sends names in other scripts, emoji, HTML and 10,000 characters unchanged (split at the first space)', async () => {
    const bodies = capture('/auth/register');
    renderApp('/signup', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Registration' });
    set(/^Email/, 'zoë.ünlü@exämple.com');
    set(/^Password/, 'Secret@123');
    set(/^Confirm Password/, 'Secret@123');
    for (const fullName of [UNUSUAL.scripts, UNUSUAL.emoji, UNUSUAL.html, UNUSUAL.quotes, LONG]) {
      set(/^Full Name/, fullName);
      await click('Register');
      await waitFor(() =>
        expect(`${bodies.at(-1)?.firstName} ${bodies.at(-1)?.lastName}`).toBe(fullName.trim()),
      );
      expect(bodies.at(-1)).toMatchObject({ email: 'zoë.ünlü@exämple.com', password: 'Secret@123' });
      expect(screen.getByLabelText(/^Full Name/)).toHaveValue(fullName);
      tally.input();
    }
  });
});

describe('OTP boxes: pasted and typed non-digits', () => {
  const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
  const boxes = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value).join('|');

  it('keeps only digits, refuses an incomplete code with the toast, and sends a pasted spaced code', async () => {
    const user = userEvent.setup();
    const bodies = capture('/auth/verify-reset-otp');
    renderApp('/forgotPasswordOTP?email=admin@example.com', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Verify OTP' });
    for (const junk of [
      'abcd',
      '🚀🚀🚀🚀',
      '<b>1</b>'.replace(/\d/, ''),
      '１２３４',
      LONG.replace(/\d/g, ''),
    ]) {
      await user.click(box(1));
      await user.paste(junk);
      tally.input();
    }
    expect(boxes()).toBe('|||');
    await click('SUBMIT');
    expect(await screen.findByText('Please enter complete OTP')).toBeInTheDocument();
    for (const typed of ['x', ' ', '-', 'é']) {
      fireEvent.change(box(2), { target: { value: typed } });
      tally.input();
    }
    expect(boxes()).toBe('|||');
    await user.click(box(1));
    await user.paste('1a2🚀');
    expect(boxes()).toBe('1|2||');
    await click('SUBMIT');
    await nothingSent('/auth/verify-reset-otp');
    await user.click(box(1));
    await user.paste(' 9 8-7 6 ');
    expect(boxes()).toBe('9|8|7|6');
    await click('SUBMIT');
    await waitFor(() => expect(bodies).toEqual([{ email: 'admin@example.com', otp: '9876' }]));
    tally.input(2);
  });
});

describe('Forgot password and Update Password: bad input', () => {
  it('refuses blank, malformed and long e-mails', async () => {
    renderApp('/forgotPassword', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Forgot Password' });
    await refused('Send OTP', '*Email is required', '/auth/forgot-password');
    for (const email of [...BAD_EMAILS, UNUSUAL.html]) {
      set(/^Email/, email);
      await refused('Send OTP', '*Please enter a valid email address', '/auth/forgot-password');
    }
    // An e-mail input drops surrounding blanks itself, so a blank value is simply empty.
    set(/^Email/, BLANK.spaces);
    await refused('Send OTP', '*Email is required', '/auth/forgot-password');
    set(/^Email/, LONG_EMAIL);
    await refused('Send OTP', '*Email must be less than 50 characters', '/auth/forgot-password');
    await nothingSent('/auth/forgot-password');
  });

  it('refuses weak, long and mismatched new passwords', async () => {
    renderApp('/resetPasswordUpdate?email=admin@example.com&otpNumber=1234', { loggedIn: false });
    await screen.findByRole('heading', { name: 'Update Password' });
    await click('Update Password');
    expect(await screen.findByText('*Password is required')).toBeInTheDocument();
    expect(await screen.findByText('*Confirm Password is required')).toBeInTheDocument();
    tally.input();
    for (const pass of [BLANK.spaces, 'short1A', UNUSUAL.emoji, `${LONG}A1`]) {
      set(/^New Password/, pass);
      set(/^Confirm Password/, pass);
      await click('Update Password');
      expect(await screen.findByText(/^\*Password (must be a minimum|can't be longer)/)).toBeInTheDocument();
      tally.input();
    }
    set(/^New Password/, 'Secret@123');
    set(/^Confirm Password/, 'Secret@12');
    await refused('Update Password', 'Passwords must match', '/auth/reset-password');
    await nothingSent('/auth/reset-password');
  });
});
