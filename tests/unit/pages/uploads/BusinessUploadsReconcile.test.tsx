import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BusinessUploadsPage } from '../../../../src/pages/uploads/BusinessUploadsPage';
import type { StoreLike } from '../../../../src/pages/uploads/reconcile';
import type { ImportStoresParams } from '../../../../src/resources/stores/actions';
import { fakeProvider, renderPage } from '../renderPage';

const HEADER = 'businessName,businessAddress,businessCity,businessState,businessZip,phone';
const EXISTING: StoreLike[] = [
  {
    id: 's1',
    businessName: 'Blue Door Kitchen',
    businessAddress: '491 Oak Rd, Jersey City, NJ 07302',
    phone: '6465559948',
    countryCode: '+1',
    isRegistered: false,
  },
];
const CSV = [
  HEADER,
  'Fresh Bakery,9 Pine St,Austin,TX,73301,(512) 555-0100',
  'Northside Deli,1 Main St,Newark,NJ,07102,+1 646-555-9948',
  ',2 Side St,Austin,TX,73301,5125550101',
  'Corner Florist,3 Rose Ave,Reno,NV,89501,7755550100',
  'fresh bakery,77 Other St,Austin,TX,73301,',
].join('\n');
const csvFile = (text = CSV) => new File([text], 'stores.csv', { type: 'text/csv' });
const listOf = (stores: StoreLike[]) => async () => ({ data: stores, total: stores.length });
const newStore = (id: string, businessName: string, phone: string): StoreLike => ({
  id,
  businessName,
  businessAddress: '',
  phone,
  countryCode: '+1',
  isRegistered: false,
});

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  await user.upload(screen.getByLabelText('Choose CSV file'), file);
  await screen.findByText(/· \d+ rows? will be sent$/);
}

afterEach(() => vi.restoreAllMocks());

describe('BusinessUploads: reconciliation before sending', () => {
  test('flags likely duplicates and malformed rows with the reason; they start unticked', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(listOf(EXISTING));
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ getList }) });
    await chooseFile(user);
    expect(getList).toHaveBeenCalledWith(
      'stores',
      expect.objectContaining({ pagination: { page: 1, perPage: 1_000_000 } }),
    );
    expect(
      screen.getByText('5 rows: 2 likely duplicates, 1 malformed · 2 rows will be sent'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = (n: number) =>
      screen.getByRole('checkbox', { name: `Include row ${n}` }).closest('tr') as HTMLElement;
    expect(within(row(2)).getByText('Same phone as store “Blue Door Kitchen”')).toBeInTheDocument();
    expect(within(row(3)).getByText('Missing business name')).toBeInTheDocument();
    expect(within(row(5)).getByText('Repeats row 1 (same name)')).toBeInTheDocument();
    expect(within(row(1)).getByText('Looks new')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, false, true, false]);

    await user.click(screen.getByRole('switch', { name: 'Show only flagged rows (3)' }));
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Include every row' }));
    expect(screen.getByText(/· 5 rows will be sent$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave out flagged rows' }));
    expect(screen.getByText(/· 2 rows will be sent$/)).toBeInTheDocument();
  });

  test('by keyboard: Tab reaches a row’s checkbox, Space ticks it', async () => {
    const user = userEvent.setup();
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ getList: listOf(EXISTING) }) });
    await chooseFile(user);
    const box = screen.getByRole('checkbox', { name: 'Include row 2' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(screen.getByText(/· 3 rows will be sent$/)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Include row 3' })).toHaveFocus();
  });

  test('sends a file rebuilt from the kept rows (same name and header); the original when all are kept', async () => {
    const user = userEvent.setup();
    const files: File[] = [];
    const importStores = vi.fn(async ({ file }: ImportStoresParams) => {
      files.push(file);
      throw new HttpError('bad file', 400);
    });
    renderPage(<BusinessUploadsPage />, {
      dataProvider: fakeProvider({ getList: listOf(EXISTING), importStores }),
    });
    const original = csvFile();
    await chooseFile(user, original);
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    await screen.findByText('Error uploading file');
    expect(files[0]!.name).toBe('stores.csv');
    expect(await files[0]!.text()).toBe(
      [
        HEADER,
        'Fresh Bakery,9 Pine St,Austin,TX,73301,(512) 555-0100',
        'Corner Florist,3 Rose Ave,Reno,NV,89501,7755550100',
      ].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Include every row' }));
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]).toBe(original);
  });

  test('a skipped-rows file the console wrote goes back to the server with its values, not its apostrophes', async () => {
    const user = userEvent.setup();
    const files: File[] = [];
    const importStores = vi.fn(async ({ file }: ImportStoresParams) => {
      files.push(file);
      return { data: {} };
    });
    renderPage(<BusinessUploadsPage />, {
      dataProvider: fakeProvider({ getList: listOf(EXISTING), importStores }),
    });
    // As csvDownloadOf writes them: a phone with spaces and a formula-like name neutralised.
    const written = [HEADER, `"'=Fresh+Bakery",9 Pine St,Austin,TX,73301,"'+1 512 555 0100"`].join('\n');
    await chooseFile(user, csvFile(written));
    expect(screen.getByRole('cell', { name: '=Fresh+Bakery' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]!.text()).toBe(
      [HEADER, '=Fresh+Bakery,9 Pine St,Austin,TX,73301,+1 512 555 0100'].join('\n'),
    );
  });

  test('with no row ticked, Upload File says so and sends nothing', async () => {
    const user = userEvent.setup();
    const importStores = vi.fn();
    renderPage(<BusinessUploadsPage />, {
      dataProvider: fakeProvider({ getList: listOf(EXISTING), importStores }),
    });
    await chooseFile(user, csvFile(`${HEADER}\nBlue Door Kitchen,,,,,\n`));
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('No row is ticked: tick the rows to send.')).toBeInTheDocument();
    expect(importStores).not.toHaveBeenCalled();
  });

  test('an unreadable stores list still compares the rows together, and says so', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => {
      throw new HttpError('down', 500);
    });
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ getList }) });
    await chooseFile(user);
    expect(
      screen.getByText(/The stores list could not be read: the rows were only compared/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('5 rows: 1 likely duplicate, 1 malformed · 3 rows will be sent'),
    ).toBeInTheDocument();
  });
});

describe('BusinessUploads: after the import', () => {
  test('shows created and skipped rows, downloads the skipped ones, marks the new stores registered', async () => {
    const user = userEvent.setup();
    const after = [
      newStore('n2', 'Corner Florist', '7755550100'),
      newStore('n1', 'Fresh Bakery', '5125550100'),
      newStore('n3', 'Northside Deli', '6465559948'),
      ...EXISTING,
    ];
    const lists = [EXISTING, after];
    const getList = vi.fn(async () => {
      const data = lists.length > 1 ? lists.shift()! : lists[0]!;
      return { data, total: data.length };
    });
    const importStores = vi.fn(async () => ({ data: { message: 'File uploaded successfully' } }));
    let running = 0;
    let peak = 0;
    const markRegistered = vi.fn(async ({ id }: { id: string }) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 'n3') throw new HttpError('Store not found', 404);
      return { data: { id } };
    });
    renderPage(<BusinessUploadsPage />, {
      dataProvider: fakeProvider({ getList, importStores, markRegistered }),
    });
    await chooseFile(user);
    // Send the duplicate (row 2) and the nameless row (3) as well; the server skips the nameless one.
    await user.click(screen.getByRole('checkbox', { name: 'Include row 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include row 3' }));
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Import result' });
    expect(
      await within(panel).findByText(
        '3 rows created stores · 1 row skipped by the server · 1 row left out before sending',
      ),
    ).toBeInTheDocument();
    // In the file's order, each row named with its outcome: the server's skip (row 3) and the
    // duplicate the check left out (row 5) among the rows that created stores.
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Fresh Bakery', 'New store “Fresh Bakery”'],
      ['2', 'Northside Deli', 'New store “Northside Deli”'],
      ['3', '', 'Skipped by the server'],
      ['4', 'Corner Florist', 'New store “Corner Florist”'],
      ['5', 'fresh bakery', 'Left out before sending: Repeats row 1 (same name)'],
    ]);

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:skipped';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(panel).getByRole('button', { name: 'Download skipped rows (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('download')).toBe('stores-skipped.csv');
    expect(await saved!.text()).toBe(
      `${HEADER}\n,2 Side St,Austin,TX,73301,5125550101\nfresh bakery,77 Other St,Austin,TX,73301,`,
    );

    await user.click(within(panel).getByRole('button', { name: 'Mark 3 new stores as registered' }));
    const report = await within(panel).findByText('2 stores marked as registered, 1 failed');
    expect(report.closest('[role="status"]')).toHaveTextContent('“Northside Deli”: Store not found');
    expect(markRegistered.mock.calls.map(([params]) => params.id).sort()).toEqual(['n1', 'n2', 'n3']);
    expect(peak).toBeLessThanOrEqual(4);
    expect(within(panel).getByText('New store “Fresh Bakery”, registered')).toBeInTheDocument();
    expect(within(panel).getByText('New store “Northside Deli”')).toBeInTheDocument();
    // Only the failed one is left to try again.
    expect(within(panel).getByRole('button', { name: 'Mark 1 new store as registered' })).toBeEnabled();
  });

  test('a failed read after the import says so and can be tried again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const getList = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new HttpError('down', 500);
      const data = calls === 1 ? EXISTING : [newStore('n1', 'Fresh Bakery', '5125550100'), ...EXISTING];
      return { data, total: data.length };
    });
    const importStores = vi.fn(async () => ({ data: {} }));
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ getList, importStores }) });
    await chooseFile(user, csvFile(`${HEADER}\nFresh Bakery,9 Pine St,Austin,TX,73301,(512) 555-0100\n`));
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    const panel = await screen.findByRole('region', { name: 'Import result' });
    await within(panel).findByText(/could not be read after the import/);
    await user.click(within(panel).getByRole('button', { name: 'Compare again' }));
    expect(
      await within(panel).findByText('1 row created a store · 0 rows skipped by the server'),
    ).toBeInTheDocument();
  });
});
