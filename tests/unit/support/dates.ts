import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * Date fields are MUI X pickers (src/components/dates): the admin types the day's digits in the
 * language's order into the field's sections. Under happy-dom the field's hidden input stands
 * for that: the picker parses what it receives in the field's own format, as it does a paste.
 */
const display = (iso: string, pattern = 'yyyy-MM-dd') => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return pattern.replace('yyyy', year).replace('MM', month).replace('dd', day);
};

/** The hidden input of the date field named `label` (the picker's chunk loads first). */
export async function findDayInput(label: string | RegExp, root: HTMLElement = document.body) {
  let input: HTMLInputElement | undefined;
  await waitFor(() => {
    input = within(root)
      .getAllByLabelText(label)
      .find((node): node is HTMLInputElement => node instanceof HTMLInputElement && node.tabIndex === -1);
    if (!input) throw new Error(`no date field named ${String(label)}`);
  });
  return input as HTMLInputElement;
}

/** Enters `iso` ('yyyy-MM-dd') into the date field named `label`, shown as `pattern` (English: yyyy-MM-dd). */
export async function enterDay(label: string | RegExp, iso: string, root?: HTMLElement, pattern?: string) {
  const input = await findDayInput(label, root);
  fireEvent.change(input, { target: { value: iso ? display(iso, pattern) : '' } });
  return input;
}

/** What the date field named `label` shows, as written in the language's format ('' when empty). */
export async function dayShown(label: string | RegExp, root?: HTMLElement) {
  return (await findDayInput(label, root)).value;
}

export { display as dayAsShown };
