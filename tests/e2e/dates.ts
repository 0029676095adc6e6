import type { Locator, Page } from 'playwright-core';

/**
 * The console's date fields are MUI X pickers in the console's language (src/components/dates):
 * a group of day / month / year parts, typed from the keyboard in the language's order. These
 * helpers type and read them as an admin does.
 */

/** 'yyyy-MM-dd' written in `pattern` (English: yyyy-MM-dd, fr/es: dd/MM/yyyy, de: dd.MM.yyyy). */
export const dayAsShown = (iso: string, pattern = 'yyyy-MM-dd') => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return pattern.replace('yyyy', year).replace('MM', month).replace('dd', day);
};

/** The date field whose label matches `label` (the group of its parts). */
export const dayField = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByRole('group', { name: label, exact: typeof label === 'string' ? true : undefined });

const pageOf = (scope: Page | Locator): Page =>
  'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);

/** The field's value as it shows it ('' while empty), from the input it keeps for forms. */
export const dayValue = (scope: Page | Locator, label: string | RegExp) =>
  scope
    .locator('.MuiFormControl-root', { has: dayField(pageOf(scope), label) })
    .locator('input[aria-hidden="true"]')
    .first();

/** What the field's parts show, placeholders included ('jj/mm/aaaa', '22/11/2026'). */
export const dayText = async (scope: Page | Locator, label: string | RegExp) =>
  (await dayField(scope, label).locator('.MuiPickersSectionList-root').innerText()).replace(/\s/g, '');

/** Empties the field, then types `iso`'s digits in the order `pattern` shows them. */
export async function typeDay(
  scope: Page | Locator,
  label: string | RegExp,
  iso: string,
  pattern = 'yyyy-MM-dd',
): Promise<void> {
  const field = dayField(scope, label);
  const page = pageOf(scope);
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (iso) await page.keyboard.type(dayAsShown(iso, pattern).replace(/\D/g, ''));
}
