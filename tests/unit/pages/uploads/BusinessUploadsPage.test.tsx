import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { BusinessUploadsPage } from '../../../../src/pages/uploads/BusinessUploadsPage';
import type { ImportStoresParams } from '../../../../src/resources/stores/actions';
import type { CreateStorePayload as StoreCreation } from '../../../../src/resources/stores/payloads';
import { deferred, fakeProvider, renderPage } from '../renderPage';

const CSV =
  'businessName,city,state,zip,phone\nBlue Cafe,Austin,TX,73301,5125550100\nRed Shop,Reno,NV,89501\n';
const csvFile = (text = CSV, name = 'stores.csv') => new File([text], name, { type: 'text/csv' });
const chooser = () => screen.getByLabelText('Choose CSV file');

describe('BusinessUploadsPage: bulk upload', () => {
  test('Upload File without a file says so and sends nothing', async () => {
    const user = userEvent.setup();
    const importStores = vi.fn();
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ importStores }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Business Bulk Uploads' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('Please select a file first!')).toBeInTheDocument();
    expect(importStores).not.toHaveBeenCalled();
  });

  test('previews the CSV before sending: row count, headers, first rows, malformed rows', async () => {
    const user = userEvent.setup();
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({}) });
    await user.upload(chooser(), csvFile());
    expect(await screen.findByText('2 data rows · 5 columns')).toBeInTheDocument();
    expect(screen.getByText('Chosen file: stores.csv')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const header of ['businessName', 'city', 'state', 'zip', 'phone']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Blue Cafe')).toBeInTheDocument();
    // Row 2 has four fields for five headers: flagged, and left out unless ticked back.
    expect(
      screen.getByText('2 rows: 0 likely duplicates, 1 malformed · 1 row will be sent'),
    ).toBeInTheDocument();
    expect(within(table).getByText('4 fields where the header has 5')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include row 2' })).not.toBeChecked();
  });

  test('refuses a file that is not a CSV, and an empty one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({}) });
    await user.upload(chooser(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file (.csv).');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(chooser(), csvFile(''));
    expect(await screen.findByText('The chosen file is empty.')).toBeInTheDocument();
  });

  test('uploads the file as multipart through importStores, with a progress bar, then says so', async () => {
    const user = userEvent.setup();
    const reply = deferred<{ data: { message?: string } }>();
    const importStores = vi.fn((_params: ImportStoresParams) => reply.promise);
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ importStores }) });
    await user.upload(chooser(), csvFile());
    await screen.findByText('2 data rows · 5 columns');
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    await waitFor(() => expect(importStores).toHaveBeenCalledTimes(1));
    expect(importStores.mock.calls[0][0].file.name).toBe('stores.csv');
    const progress = screen.getByRole('progressbar', { name: 'Upload progress' });
    importStores.mock.calls[0][0].onUploadProgress?.(0.4);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    reply.resolve({ data: { message: 'File uploaded successfully' } });
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  test('a failed upload says "Error uploading file" and keeps the file', async () => {
    const user = userEvent.setup();
    const importStores = vi.fn(async () => {
      throw new HttpError('bad file', 400);
    });
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ importStores }) });
    await user.upload(chooser(), csvFile());
    await screen.findByText('2 data rows · 5 columns');
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(screen.getByText('Chosen file: stores.csv')).toBeInTheDocument();
  });
});

describe('BusinessUploadsPage: Add New Business', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Add New Business' }));
    return screen.findByRole('dialog', { name: 'Add New Business' });
  };

  test('requires name, city, state, ZIP and phone, with the spec phone message; website is checked', async () => {
    const user = userEvent.setup();
    const createStore = vi.fn();
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ createStore }) });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Website'), 'not a site');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please fill the contact number')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    expect(within(dialog).getByText('Enter a web address such as https://example.com')).toBeInTheDocument();
    expect(createStore).not.toHaveBeenCalled();
  });

  test('creates the store with the spec payload and says "Store created successfully!"', async () => {
    const user = userEvent.setup();
    const createStore = vi.fn(async (_params: StoreCreation) => ({ data: { _id: 'x' } }));
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ createStore }) });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/Business name/), ' Blue Cafe ');
    await user.type(within(dialog).getByLabelText('Doing business as'), 'Blue');
    await user.type(within(dialog).getByLabelText('Address'), '1 Main St');
    await user.type(within(dialog).getByLabelText(/City/), 'Austin');
    await user.type(within(dialog).getByLabelText(/State/), 'TX');
    await user.type(within(dialog).getByLabelText(/ZIP/), '73301');
    await user.type(within(dialog).getByLabelText(/Phone/), '(512) 555-0100');
    await user.type(within(dialog).getByLabelText('Website'), 'bluecafe.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Store created successfully!')).toBeInTheDocument();
    expect(createStore).toHaveBeenCalledWith({
      doingBusinessas: 'Blue',
      businessName: 'Blue Cafe',
      businessAddress: '1 Main St',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZip: '73301',
      phone: '(512) 555-0100',
      website: 'https://bluecafe.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a failed creation shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const createStore = vi.fn(async () => {
      throw new HttpError('businessZip is required', 400);
    });
    renderPage(<BusinessUploadsPage />, { dataProvider: fakeProvider({ createStore }) });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/Business name/), 'Blue Cafe');
    await user.type(within(dialog).getByLabelText(/City/), 'Austin');
    await user.type(within(dialog).getByLabelText(/State/), 'TX');
    await user.type(within(dialog).getByLabelText(/ZIP/), '73301');
    await user.type(within(dialog).getByLabelText(/Phone/), '5125550100');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('businessZip is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Business' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Business name/)).toHaveValue('Blue Cafe');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
