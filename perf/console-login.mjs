// Signs in to the console as the demo admin (the platform server's seeded account), for
// `measure-web.mjs --login` and scripts/perf-work.mjs: `default(page, origin)` with a
// playwright-core Page. "Remember me" stays ticked, so the session is in localStorage.
export const ADMIN = { email: 'admin@example.com', password: 'Admin@123' };

export default async function signIn(page, origin) {
  await page.goto(`${origin}/login`, { timeout: 60_000 });
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/DashboardHome$/, { timeout: 60_000 });
}
