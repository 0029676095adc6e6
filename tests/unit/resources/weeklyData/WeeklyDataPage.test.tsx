import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { SheetForm } from '../../../../src/resources/weeklyData/SheetForm';
import { WeeklyDataPage } from '../../../../src/resources/weeklyData/WeeklyDataPage';
import { deferred, fakeProvider, renderPage } from '../../pages/renderPage';
import { weeklyGetList, weeklyRows } from './weeklyFixtures';

const storeSheetId = (id = 'sheet-a') => window.localStorage.setItem('csvsheet_id', id);

describe('WeeklyDataPage: sheet', () => {
  test('without a stored sheet id it asks for one, stores it, then loads the sheet', async () => {
    const user = userEvent.setup();
    const getList = weeklyGetList(weeklyRows(3));
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Data' })).toBeInTheDocument();
    expect(screen.getByText('No sheet selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the demo sheet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    expect(screen.getByText('Enter a sheet id.')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Sheet id'), ' sheet-a ');
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    expect(await screen.findByText('1 Elm St')).toBeInTheDocument();
    expect(window.localStorage.getItem('csvsheet_id')).toBe('sheet-a');
    expect(getList).toHaveBeenCalledWith(
      'weeklyData',
      expect.objectContaining({
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'list_price', order: 'ASC' },
        filter: { csvsheet_id: 'sheet-a' },
      }),
    );
  });

  test('the title carries the stored scrap status, date range and sheet', async () => {
    storeSheetId();
    window.localStorage.setItem('scrap_status', 'Completed');
    window.localStorage.setItem('scrap_start', '2026-11-09');
    window.localStorage.setItem('scrap_end', '2026-11-15');
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: weeklyGetList(weeklyRows(1)) }) });
    expect(
      screen.getByText('Scrap status: Completed · 2026-11-09 – 2026-11-15 · Sheet: sheet-a'),
    ).toBeInTheDocument();
  });

  test("the title's date range reads in the admin's language", async () => {
    storeSheetId();
    window.localStorage.setItem('scrap_start', '2026-11-09');
    window.localStorage.setItem('scrap_end', '2026-11-15');
    render(
      <TestMemoryRouter>
        <AdminContext
          dataProvider={fakeProvider({ getList: weeklyGetList(weeklyRows(1)) })}
          i18nProvider={createI18nProvider()}
          store={memoryStore({ locale: 'fr' })}
        >
          <WeeklyDataPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    // French writes a day dd/MM/yyyy: the stored ISO days are not shown as they are kept.
    expect(await screen.findByText(/09\/11\/2026 – 15\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-09/)).toBeNull();
  });

  test('in mock mode the demo sheet is one click away', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderPage(<SheetForm initial="" onOpen={onOpen} offerDemo />, { dataProvider: fakeProvider({}) });
    await user.click(screen.getByRole('button', { name: 'Use the demo sheet' }));
    expect(onOpen).toHaveBeenCalledWith({
      sheetId: 'sheet-2026-w46',
      start: '2026-11-09',
      end: '2026-11-15',
    });
  });

  test('warns when an https console would call a plain-http weekly host', () => {
    storeSheetId();
    renderPage(<WeeklyDataPage pageProtocol="https:" />, {
      dataProvider: fakeProvider({ getList: weeklyGetList([]) }),
    });
    expect(screen.getByText(/uses plain HTTP while this console runs over HTTPS/)).toHaveTextContent(
      'http://weekly.test',
    );
  });

  test('no warning over http', () => {
    storeSheetId();
    renderPage(<WeeklyDataPage pageProtocol="http:" />, {
      dataProvider: fakeProvider({ getList: weeklyGetList([]) }),
    });
    expect(screen.queryByText(/plain HTTP/)).toBeNull();
  });
});

describe('WeeklyDataPage: list states', () => {
  test('loading, then rows with the spec columns, 100 a page', async () => {
    storeSheetId();
    const reply = deferred<{ data: ReturnType<typeof weeklyRows>; total: number }>();
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: () => reply.promise }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    const rows = weeklyRows(100);
    reply.resolve({ data: rows, total: 250 });
    expect(await screen.findByText('1 Elm St')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'List Price',
      'Sold Price',
      'Listing Status',
      'Address',
      'Town',
      'List Date',
      'Contract Date',
      'Sold Date',
      'Listing Discount',
      'Days on Market',
      'Action',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('1-100 of 250')).toBeInTheDocument();
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('$300,000')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-10')).toBeInTheDocument();
    expect(within(first).getByText('1.67')).toBeInTheDocument();
  });

  test('an empty sheet says so', async () => {
    storeSheetId();
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: weeklyGetList([]) }) });
    expect(await screen.findByText('This sheet has no rows.')).toBeInTheDocument();
  });

  test('a failed load says why', async () => {
    storeSheetId();
    const getList = vi.fn(async () => {
      throw new Error('Failed to fetch');
    });
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList }) });
    expect(await screen.findByText('The data could not be loaded: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  test('repeat rows are highlighted and say why on hover', async () => {
    storeSheetId();
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: weeklyGetList(weeklyRows(5)) }) });
    const row = (await screen.findByText('4 Elm St')).closest('tr') as HTMLElement;
    expect(row).toHaveClass('weekly-repeat');
    expect(row).toHaveAttribute('title', 'Flagged as a repeat listing by the data source.');
    expect(
      within(row).getByRole('img', { name: 'Flagged as a repeat listing by the data source.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 Elm St').closest('tr')).not.toHaveClass('weekly-repeat');
  });

  test("headers keep their full text as their name and their sort button's, and may wrap", async () => {
    storeSheetId();
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList: weeklyGetList(weeklyRows(3)) }) });
    await screen.findByText('1 Elm St');
    for (const name of [
      'List Price',
      'Sold Price',
      'Listing Status',
      'Address',
      'Town',
      'List Date',
      'Contract Date',
      'Sold Date',
      'Listing Discount',
      'Days on Market',
    ]) {
      const header = screen.getByRole('columnheader', { name });
      expect(within(header).getByRole('button', { name })).toBeInTheDocument();
      // No single-line header: a long label takes a second line instead of being cut.
      expect(header).not.toHaveClass('weekly-nowrap');
      expect(getComputedStyle(header).whiteSpace).not.toBe('nowrap');
    }
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });

  test('headers sort server-side and toggle their direction on each click', async () => {
    const user = userEvent.setup();
    storeSheetId();
    const getList = weeklyGetList(weeklyRows(5));
    renderPage(<WeeklyDataPage />, { dataProvider: fakeProvider({ getList }) });
    await screen.findByText('1 Elm St');
    const price = screen.getByRole('columnheader', { name: 'List Price' });
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(price).getByRole('button'));
    await waitFor(() => expect(price).toHaveAttribute('aria-sort', 'descending'));
    expect(getList).toHaveBeenLastCalledWith(
      'weeklyData',
      expect.objectContaining({ sort: { field: 'list_price', order: 'DESC' } }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('5 Elm St'));
    const town = screen.getByRole('columnheader', { name: 'Town' });
    await user.click(within(town).getByRole('button'));
    await waitFor(() => expect(town).toHaveAttribute('aria-sort', 'ascending'));
    expect(price).not.toHaveAttribute('aria-sort');
    expect(getList).toHaveBeenLastCalledWith(
      'weeklyData',
      expect.objectContaining({ sort: { field: 'city', order: 'ASC' } }),
    );
    await user.click(within(town).getByRole('button'));
    await waitFor(() => expect(town).toHaveAttribute('aria-sort', 'descending'));
  });
});
