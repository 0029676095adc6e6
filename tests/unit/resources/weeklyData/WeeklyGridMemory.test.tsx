import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  localStorageStore,
  memoryStore,
  Notification,
  type Store,
  TestMemoryRouter,
} from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { WeeklyDataPage } from '../../../../src/resources/weeklyData/WeeklyDataPage';
import { WEEKLY_GRID_STORE_KEY } from '../../../../src/resources/weeklyData/weeklyGridState';
import { fakeProvider } from '../../pages/renderPage';
import { weeklyGetList, weeklyRows } from './weeklyFixtures';

/**
 * The weekly grid keeps its sort and page in react-admin's store: across another screen and back,
 * across a reload (a new store over the same localStorage), per sheet for the page.
 */
const loggedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

function renderWeekly(dataProvider: DataProvider, store: Store = memoryStore()) {
  return render(
    <TestMemoryRouter initialEntries={['/WeeklyData']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={loggedIn}
        i18nProvider={i18nProvider}
        store={store}
      >
        <Routes>
          <Route path="/WeeklyData" element={<WeeklyDataPage />} />
          <Route path="/elsewhere" element={<Link to="/WeeklyData">back to weekly</Link>} />
        </Routes>
        <Link to="/elsewhere">another screen</Link>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const sortBy = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(header(name)).getByRole('button'));
};
const lastCall = (getList: ReturnType<typeof weeklyGetList>) => getList.mock.calls.at(-1)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
});

const ROWS = weeklyRows(250);
/** The addresses of ROWS sorted by Town descending, as the fake host sorts them. */
const byTownDescending = async () =>
  (
    await weeklyGetList(ROWS)('weeklyData', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'city', order: 'DESC' },
      filter: {},
    })
  ).data.map((row) => row.address);
/** The first address of page 2 once sorted by Town descending. */
const PAGE_2_FIRST = async () => (await byTownDescending())[100] as string;
const firstAddress = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[3]?.textContent;

/** Sorted by Town descending, then on page 2: "101-200 of 250", its rows shown. */
async function sortAndTurnPage(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('1-100 of 250');
  await sortBy(user, 'Town');
  await waitFor(() => expect(header('Town')).toHaveAttribute('aria-sort', 'ascending'));
  await sortBy(user, 'Town');
  await waitFor(() => expect(header('Town')).toHaveAttribute('aria-sort', 'descending'));
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await screen.findByText('101-200 of 250');
  const expected = await PAGE_2_FIRST();
  await waitFor(() => expect(firstAddress()).toBe(expected));
}

describe('WeeklyDataPage: sort and page kept', () => {
  test('another screen and back: same sort, same page, asked for at once', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(ROWS);
    renderWeekly(fakeProvider({ getList }));
    await sortAndTurnPage(user);

    await user.click(screen.getByRole('link', { name: 'another screen' }));
    const back = await screen.findByRole('link', { name: 'back to weekly' });
    const before = getList.mock.calls.length;
    await user.click(back);
    await screen.findByText('101-200 of 250');
    expect(header('Town')).toHaveAttribute('aria-sort', 'descending');
    expect(firstAddress()).toBe(await PAGE_2_FIRST());
    // No page-1 request first: the stored page goes out with the first request.
    for (const [, params] of getList.mock.calls.slice(before)) {
      expect(params).toMatchObject({ pagination: { page: 2 }, sort: { field: 'city', order: 'DESC' } });
    }
  });

  test('a reload (a new store over the same localStorage) finds the same sort and page', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(weeklyRows(250));
    const first = renderWeekly(fakeProvider({ getList }), localStorageStore());
    await sortAndTurnPage(user);
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(`RaStore.${WEEKLY_GRID_STORE_KEY}`) ?? '{}'),
      ).toMatchObject({
        sort: 'city',
        order: 'DESC',
        page: 2,
        sheetId: 'sheet-a',
      }),
    );
    first.unmount();

    const again = weeklyGetList(ROWS);
    renderWeekly(fakeProvider({ getList: again }), localStorageStore());
    await screen.findByText('101-200 of 250');
    expect(firstAddress()).toBe(await PAGE_2_FIRST());
    expect(header('Town')).toHaveAttribute('aria-sort', 'descending');
    expect(again.mock.calls[0]?.[1]).toMatchObject({
      pagination: { page: 2, perPage: 100 },
      sort: { field: 'city', order: 'DESC' },
      filter: { csvsheet_id: 'sheet-a' },
    });
  });

  test('another sheet keeps the sort and starts on page 1', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(weeklyRows(250));
    renderWeekly(fakeProvider({ getList }));
    await sortAndTurnPage(user);

    await user.click(screen.getByRole('button', { name: 'Change sheet' }));
    const field = screen.getByLabelText('Sheet id');
    await user.clear(field);
    await user.type(field, 'sheet-b');
    const before = getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    await screen.findByText('1-100 of 250');
    expect(header('Town')).toHaveAttribute('aria-sort', 'descending');
    for (const [, params] of getList.mock.calls.slice(before)) {
      expect(params).toMatchObject({
        pagination: { page: 1 },
        sort: { field: 'city', order: 'DESC' },
        filter: { csvsheet_id: 'sheet-b' },
      });
    }
  });

  test('a page the sheet no longer has falls back to page 1', async () => {
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(weeklyRows(150));
    const store = memoryStore({
      [WEEKLY_GRID_STORE_KEY]: {
        sort: 'list_price',
        order: 'ASC',
        page: 5,
        perPage: 100,
        filter: {},
        displayedFilters: {},
        sheetId: 'sheet-a',
      },
    });
    renderWeekly(fakeProvider({ getList }), store);
    await screen.findByText('1-100 of 150');
    expect(getList.mock.calls.map(([, params]) => params.pagination?.page)).toEqual([5, 1]);
    expect(store.getItem(WEEKLY_GRID_STORE_KEY)).toMatchObject({ page: 1 });
  });

  test('a stored sort on an unknown column is replaced by the spec default before any request', async () => {
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(weeklyRows(3));
    const store = memoryStore({ [WEEKLY_GRID_STORE_KEY]: { sort: 'password', order: 'DESC', page: 1 } });
    renderWeekly(fakeProvider({ getList }), store);
    await screen.findByText('1 Elm St');
    expect(getList).toHaveBeenCalledTimes(1);
    expect(lastCall(getList)).toMatchObject({ sort: { field: 'list_price', order: 'ASC' } });
  });
});

describe('WeeklyDataPage: export', () => {
  /** What downloadCSV hands the browser: the file's text and name. */
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    let pending: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      pending = blob as Blob;
      return 'blob:weekly-test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (pending) files.push({ name: this.getAttribute('download') ?? '', blob: pending });
      pending = undefined;
    });
    return files;
  }

  test('exports every row of the sheet in the current sort, with the spec headers, named after the sheet', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const getList = weeklyGetList(ROWS);
    renderWeekly(fakeProvider({ getList }));
    await sortAndTurnPage(user);

    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(
      'Downloads all 250 rows of the sheet as a CSV file in the current order',
    );
    await user.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('weekly-sheet-a.csv');
    const lines = (await files[0]?.blob.text())?.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      'List Price,Sold Price,Listing Status,Address,Town,List Date,Contract Date,Sold Date,Listing Discount,Days on Market',
    );
    expect(lines).toHaveLength(251);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(await byTownDescending());
    // The grid stays where it was.
    expect(screen.getByText('101-200 of 250')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  test('a second click while it runs starts nothing; progress is announced politely', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const rows = weeklyRows(250);
    const sheet = weeklyGetList(rows);
    let hold: (() => void) | undefined;
    let exporting = false;
    const getList = vi.fn(async (resource: string, params: Parameters<typeof sheet>[1]) => {
      if (exporting && params.pagination?.page === 2) await new Promise<void>((resolve) => (hold = resolve));
      return sheet(resource, params);
    });
    renderWeekly(fakeProvider({ getList }));
    await screen.findByText('1-100 of 250');
    const calls = getList.mock.calls.length;
    exporting = true;
    const button = screen.getByRole('button', { name: 'Export' });
    await user.click(button);
    await screen.findByText(/Exporting… \d+ \/ 250/);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    hold?.();
    await waitFor(() => expect(files).toHaveLength(1));
    // Pages 1, 2 and 3 once each.
    expect(getList.mock.calls.length - calls).toBe(3);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  test('disabled while the sheet loads and when it is empty', async () => {
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    let answer: ((value: { data: never[]; total: number }) => void) | undefined;
    const getList = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderWeekly(fakeProvider({ getList }));
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    answer?.({ data: [], total: 0 });
    await screen.findByText('This sheet has no rows.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  test('a failing page says why and downloads nothing', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    window.localStorage.setItem('csvsheet_id', 'sheet-a');
    const sheet = weeklyGetList(weeklyRows(250));
    let exporting = false;
    const getList = vi.fn(async (resource: string, params: Parameters<typeof sheet>[1]) => {
      if (exporting && params.pagination?.page === 3) throw new Error('Database is read-only');
      return sheet(resource, params);
    });
    renderWeekly(fakeProvider({ getList }));
    await screen.findByText('1-100 of 250');
    exporting = true;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Database is read-only')).toBeInTheDocument();
    expect(files).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
