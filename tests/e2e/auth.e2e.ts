import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, launchBrowser, openPage, type Watched } from './browser';

/** The embedded mock API's fixed one-time code (mocks/handlers/auth.ts, DEMO_OTP). */
const DEMO_OTP = '1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
};

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

/** Types the code into the first box: the boxes advance by themselves. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

async function adminLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

function expectClean(watched: Watched) {
  expect(watched.errors).toEqual([]);
  expect(watched.foreignRequests).toEqual([]);
}

describe('account flows in the browser (embedded API)', () => {
  it('register → verify → login', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    const email = `reader${Date.now()}@example.com`;
    const password = 'Reader@2024';

    await page.goto('/signup');
    await heading(page, 'Registration');
    await page.getByLabel(/^Full Name/).fill('Rita Reader');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/account_verification?**');
    expect(pathOf(page)).toBe(`/account_verification?email=${email}`);
    await heading(page, 'Account Verification');
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(/expires in (100|99|98) s/);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await enterCode(page, DEMO_OTP);
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await page.waitForURL('**/login');
    await heading(page, 'Admin Login');
    // A new account is a subscriber: it logs in through the account login, not the admin one.
    await page.getByRole('link', { name: 'Account login' }).click();
    await heading(page, 'Account Login');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login successfully.').waitFor();
    await page.waitForURL('**/home');
    await heading(page, 'Home');
    await page.getByText('Welcome, Rita Reader').waitFor();
    const cookies = await watched.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'token')?.path).toBe('/');
    expectClean(watched);
    await watched.context.close();
  });

  it('forgot → OTP → update → login', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    const newPassword = 'Renewed@2024';

    await page.goto('/login');
    await heading(page, 'Admin Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot Password');
    await page.getByLabel(/^Email/).fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await page.waitForURL('**/forgotPasswordOTP?**');
    expect(pathOf(page)).toBe(`/forgotPasswordOTP?email=${DEMO_ADMIN.email}`);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Please enter complete OTP').waitFor();
    await enterCode(page, DEMO_OTP);
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await page.waitForURL('**/resetPasswordUpdate?**');
    expect(pathOf(page)).toBe(`/resetPasswordUpdate?email=${DEMO_ADMIN.email}&otpNumber=${DEMO_OTP}`);
    await heading(page, 'Update Password');
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();

    await page.waitForURL('**/login');
    await heading(page, 'Admin Login');
    await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/DashboardHome');
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBeTruthy();

    // Logout clears the cookies and the username and goes to /.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await heading(page, 'Admin Login');
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBeNull();
    expect((await watched.context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    expectClean(watched);
    await watched.context.close();
  });

  it('without Remember me the session stays in this tab only; admin screens need it', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto('/login');
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await adminLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL('**/DashboardHome');
    await page.goto('/login');
    await page.waitForURL('**/DashboardHome');
    // The dashboard's own calls finish first: the other tab, which has no session, signs out of
    // the shared cookie, and a call still on its way from this tab would be answered 401.
    await page.waitForLoadState('networkidle');

    const other = await context.newPage();
    await other.goto('/DashboardHome');
    await other.waitForURL('**/login');
    await heading(other, 'Admin Login');
    expect(await other.evaluate(() => localStorage.getItem('username'))).toBeNull();
    expectClean(watched);
    await context.close();
  });
});
