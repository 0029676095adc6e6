// Signs in to the starter (perf/starter: any non-empty username and password), for
// `measure-web.mjs --login`: `default(page, origin)` with a playwright-core Page. The identity is
// kept in localStorage, so a later page of the same browser context is signed in.
export default async function signIn(page, origin) {
  await page.goto(`${origin}/#/login`, { timeout: 60_000 });
  await page.getByLabel(/^Username/).fill('perf');
  await page.getByLabel(/^Password/).fill('perf');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 60_000 });
}
