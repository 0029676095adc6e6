import { describe, expect, it } from 'vitest';
import { FAULT, platform, realApiSuite, tallyFor } from './platform';

/**
 * #19 against the standalone platform server: the app bar's search reads the lists the server
 * sends (a stored phone found when typed in another format; Enter opens that user's dialog), a
 * list that fails is named while the others are still searched; a delete confirmation names the
 * record it is about.
 */
const tally = tallyFor(import.meta.url);
const suite = realApiSuite();

const searchBox = () => suite.page.getByRole('dialog').getByRole('combobox', { name: 'Quick find' });

describe('the app bar search and named confirmations, against a real server', () => {
  it('Ctrl+K: a stored phone typed as +1 xxx.xxx.xxxx finds the user; Enter opens Edit User', async () => {
    const { page } = suite;
    tally.screen('/Stores');
    const [user] = await platform.collection<{ fullName: string; phone: string }>('users');
    const digits = user!.phone.replace(/\D/g, '').slice(-10);
    await page.goto('/Stores');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await searchBox().fill(`+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    const option = page
      .getByRole('listbox')
      .getByRole('group', { name: /^Users/ })
      .getByRole('option', { name: new RegExp(user!.fullName) })
      .first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/DataListing\/[^/?]+$/);
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel(/^Full Name/).inputValue()).toBe(user!.fullName);
  });

  it('a list the server fails is named; the other lists are still searched', async () => {
    const { page } = suite;
    const [store] = await platform.collection<{ businessName: string }>('stores');
    await platform.fault({ path: '/users/adminUserLists', reply: FAULT.serverWithMessage, times: 0 });
    await page.goto('/Stores');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await searchBox().fill(store!.businessName);
    await page
      .getByRole('listbox')
      .getByRole('group', { name: /^Stores/ })
      .getByRole('option')
      .first()
      .waitFor();
    await page.getByRole('dialog').getByText(/Users/).first().waitFor();
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBeGreaterThan(0);
  });

  it('a delete confirmation keeps the spec question and names the record', async () => {
    const { page } = suite;
    tally.screen('/CreateAgent');
    const [agent] = await platform.collection<{ first_name: string; last_name: string }>('agents');
    const name = `${agent!.first_name} ${agent!.last_name}`;
    await page.goto('/CreateAgent');
    const row = page.locator('tbody tr').filter({ hasText: name }).first();
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete the record?').waitFor();
    await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await platform.requests('/users/deleteUser/')).toHaveLength(0);
  });
});
