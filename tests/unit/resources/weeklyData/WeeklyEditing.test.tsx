import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type UpdateParams } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import type { WeeklyRecord } from '../../../../src/resources/weeklyData';
import { WeeklyDataPage } from '../../../../src/resources/weeklyData/WeeklyDataPage';
import { fakeProvider, renderPage } from '../../pages/renderPage';
import { weeklyGetList, weeklyRows } from './weeklyFixtures';

const setup = (methods: Parameters<typeof fakeProvider>[0] = {}) => {
  window.localStorage.setItem('csvsheet_id', 'sheet-a');
  const rows = weeklyRows(4);
  const getList = weeklyGetList(rows);
  const dataProvider = fakeProvider({ getList, ...methods });
  renderPage(<WeeklyDataPage />, { dataProvider });
  return { rows, getList, dataProvider };
};

const rowOf = async (address: string) => (await screen.findByText(address)).closest('tr') as HTMLElement;
const editRow = () => document.querySelector('tr[data-editing="true"]') as HTMLElement | null;

describe('WeeklyDataPage: inline editing', () => {
  test('clicking a cell puts its row in edit mode with the values as sent, focused on that cell', async () => {
    const user = userEvent.setup();
    setup();
    const row = await rowOf('1 Elm St');
    await user.click(within(row).getByText('Sparks'));
    const editing = editRow();
    expect(editing).not.toBeNull();
    const input = (name: string) => within(editing as HTMLElement).getByLabelText(name);
    // Text inputs with a numeric keyboard: the host may write "$465,000" or "0%".
    expect(input('List Price')).toHaveAttribute('type', 'text');
    expect(input('List Price')).toHaveAttribute('inputmode', 'numeric');
    expect(input('List Price')).toHaveValue('300000');
    expect(input('Days on Market')).toHaveAttribute('inputmode', 'numeric');
    // Dates show in the console's order (English here: yyyy-MM-dd), not the browser's.
    expect(input('List Date')).toHaveAttribute('type', 'text');
    expect(input('List Date')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(input('List Date')).toHaveValue('2026-10-01');
    expect(input('Address')).toHaveAttribute('type', 'text');
    expect(input('Town')).toHaveFocus();
    expect(within(editing as HTMLElement).getByRole('button', { name: 'Save the row' })).toBeInTheDocument();
    expect(
      within(editing as HTMLElement).getByRole('button', { name: 'Cancel editing' }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('tr[data-editing]')).toHaveLength(1);
  });

  test('Enter saves through update with the changed values only, says so, leaves edit mode and reloads', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_resource: string, params: UpdateParams<WeeklyRecord>) => ({
      data: params.data,
    }));
    const { rows, getList } = setup({ update });
    const row = await rowOf('1 Elm St');
    await user.click(within(row).getByText('$300,000'));
    const editing = editRow() as HTMLElement;
    const price = within(editing).getByLabelText('List Price');
    await user.clear(price);
    await user.type(price, '310500');
    const sold = within(editing).getByLabelText('Sold Date');
    fireEvent.change(sold, { target: { value: '2026-11-12' } });
    await user.clear(within(editing).getByLabelText('Town'));
    await user.type(within(editing).getByLabelText('Town'), 'Carson City');
    const calls = getList.mock.calls.length;
    await user.type(price, '{Enter}');
    expect(await screen.findByText('Records Updated Successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('weeklyData');
    expect(params.id).toBe('row-0');
    expect(params.previousData).toEqual(rows[0]);
    // Only the changes travel as data; the resource sends every other value back as it came.
    expect(params.data).toEqual({ list_price: 310500, city: 'Carson City', sold_date: '2026-11-12' });
    await waitFor(() => expect(editRow()).toBeNull());
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  test('a failed save keeps the row in edit mode with what was typed', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async () => {
      throw new HttpError('list_price must be a number', 400);
    });
    setup({ update });
    await user.click(within(await rowOf('2 Elm St')).getByText('2 Elm St'));
    const address = within(editRow() as HTMLElement).getByLabelText('Address');
    await user.clear(address);
    await user.type(address, '22 Elm St');
    await user.click(within(editRow() as HTMLElement).getByRole('button', { name: 'Save the row' }));
    expect(await screen.findByText('list_price must be a number')).toBeInTheDocument();
    expect(editRow()).not.toBeNull();
    expect(within(editRow() as HTMLElement).getByLabelText('Address')).toHaveValue('22 Elm St');
    expect(within(editRow() as HTMLElement).getByRole('button', { name: 'Save the row' })).toBeEnabled();
  });

  test('invalid numbers and dates are refused before any request', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setup({ update });
    await user.click(within(await rowOf('1 Elm St')).getByText('$300,000'));
    const editing = editRow() as HTMLElement;
    await user.clear(within(editing).getByLabelText('Days on Market'));
    await user.type(within(editing).getByLabelText('Days on Market'), '2.5');
    await user.clear(within(editing).getByLabelText('Sold Price'));
    await user.click(within(editing).getByRole('button', { name: 'Save the row' }));
    expect(within(editing).getAllByText('Enter a number of 0 or more.')).toHaveLength(2);
    expect(within(editing).getByLabelText('Sold Price')).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  test('Escape cancels without saving and gives focus back to the cell', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setup({ update });
    const row = await rowOf('1 Elm St');
    const cell = within(row).getByText('Sparks');
    cell.focus();
    await user.keyboard('{Enter}');
    const town = within(editRow() as HTMLElement).getByLabelText('Town');
    expect(town).toHaveFocus();
    await user.type(town, 'XYZ');
    await user.keyboard('{Escape}');
    // Something changed: the admin is asked first.
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(editRow()).toBeNull());
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText('1 Elm St').closest('tr')).toHaveTextContent('Sparks');
    expect(
      within(screen.getByText('1 Elm St').closest('tr') as HTMLElement).getByText('Sparks'),
    ).toHaveFocus();
  });

  test("each row's Edit button enters the same edit mode, at the first cell; focus comes back to it", async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setup({ update });
    const row = await rowOf('2 Elm St');
    const edit = within(row).getByRole('button', { name: 'Edit the listing at 2 Elm St' });
    expect(edit).toHaveAttribute('title', 'Edit the listing at 2 Elm St');
    await user.click(edit);
    const editing = editRow() as HTMLElement;
    expect(editing).not.toBeNull();
    expect(within(editing).getByLabelText('Address')).toHaveValue('2 Elm St');
    expect(within(editing).getByLabelText('List Price')).toHaveFocus();
    expect(within(editing).getByRole('button', { name: 'Save the row' })).toBeInTheDocument();
    expect(within(editing).getByRole('button', { name: 'Cancel editing' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(editRow()).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit the listing at 2 Elm St' })).toHaveFocus();
    // By keyboard: Enter (or Space) on the focused button opens the row again.
    await user.keyboard('{Enter}');
    expect(within(editRow() as HTMLElement).getByLabelText('List Price')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(editRow()).toBeNull());
    await user.keyboard(' ');
    expect(editRow()).not.toBeNull();
    expect(update).not.toHaveBeenCalled();
  });

  test('every row has its own Edit button next to Delete', async () => {
    setup();
    await rowOf('1 Elm St');
    for (const address of ['1 Elm St', '2 Elm St', '3 Elm St', '4 Elm St']) {
      const row = screen.getByText(address).closest('tr') as HTMLElement;
      const buttons = within(row).getAllByRole('button');
      expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
        `Edit the listing at ${address}`,
        'Delete the row',
      ]);
    }
  });

  test('the cancel icon leaves edit mode; Enter on it does not save', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setup({ update });
    await user.click(within(await rowOf('1 Elm St')).getByText('Sparks'));
    within(editRow() as HTMLElement)
      .getByRole('button', { name: 'Cancel editing' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(editRow()).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });

  test('cancelling a changed row asks first: Cancel keeps the input, Confirm drops it and its draft', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    setup({ update });
    await user.click(within(await rowOf('1 Elm St')).getByText('Sparks'));
    const town = within(editRow() as HTMLElement).getByLabelText('Town');
    await user.clear(town);
    await user.type(town, 'Reno');
    const cancel = () => within(editRow() as HTMLElement).getByRole('button', { name: 'Cancel editing' });
    await user.click(cancel());
    let confirm = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(within(editRow() as HTMLElement).getByLabelText('Town')).toHaveValue('Reno');
    await user.click(cancel());
    confirm = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(editRow()).toBeNull());
    // Opened again, the row shows the record, not the dropped draft.
    await user.click(within(await rowOf('1 Elm St')).getByText('Sparks'));
    expect(within(editRow() as HTMLElement).getByLabelText('Town')).toHaveValue('Sparks');
    expect(update).not.toHaveBeenCalled();
  });
});

describe('WeeklyDataPage: delete', () => {
  test('asks first, then deletes with the page and listing type, and says so', async () => {
    const user = userEvent.setup();
    const deleteFn = vi.fn(async (_resource: string, params: { previousData?: WeeklyRecord }) => ({
      data: params.previousData as WeeklyRecord,
    }));
    const { rows, getList } = setup({ delete: deleteFn });
    const row = await rowOf('2 Elm St');
    const calls = getList.mock.calls.length;
    await user.click(within(row).getByRole('button', { name: 'Delete the row' }));
    // The dialog names the listing (address and town) and still asks the spec's question.
    const dialog = await screen.findByRole('dialog', { name: 'Delete the listing at 2 Elm St, Reno' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the record?');
    expect(deleteFn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Records Deleted Successfully')).toBeInTheDocument();
    expect(deleteFn).toHaveBeenCalledWith('weeklyData', {
      id: 'row-1',
      previousData: rows[1],
      meta: { page: 1, listingType: 'Active' },
    });
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  test('a listing without a town is named by its address alone', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const rows = weeklyRows(2).map((row) => ({ ...row, city: '' }));
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: weeklyGetList(rows) }) });
    await user.click(within(await rowOf('1 Elm St')).getByRole('button', { name: 'Delete the row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the listing at 1 Elm St' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the record?');
  });

  test('cancelling the confirm deletes nothing', async () => {
    const user = userEvent.setup();
    const deleteFn = vi.fn();
    setup({ delete: deleteFn });
    await user.click(within(await rowOf('2 Elm St')).getByRole('button', { name: 'Delete the row' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteFn).not.toHaveBeenCalled();
  });
});
