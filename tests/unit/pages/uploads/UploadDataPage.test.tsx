import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { UploadDataPage } from '../../../../src/pages/uploads/UploadDataPage';
import { fakeProvider, renderPage } from '../renderPage';

describe('UploadDataPage', () => {
  test('Upload without a file asks for one', async () => {
    const user = userEvent.setup();
    renderPage(<UploadDataPage />, { dataProvider: fakeProvider({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'CSV Upload' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a file first!')).toBeInTheDocument();
  });

  test('Upload previews the CSV in the browser and says plainly that nothing was sent', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeProvider({});
    renderPage(<UploadDataPage />, { dataProvider });
    const csv = 'address,city,list_price\n1 Elm St,Reno,450000\n2 Oak Ave,Reno\n';
    await user.upload(
      screen.getByLabelText('Choose CSV file'),
      new File([csv], 'week.csv', { type: 'text/csv' }),
    );
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2 data rows · 3 columns')).toBeInTheDocument();
    expect(screen.getByText(/Preview only: the platform has no endpoint/)).toBeInTheDocument();
    expect(screen.getByText('1 malformed row: 2')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('1 Elm St')).toBeInTheDocument();
    expect(screen.queryByText(/successfully/i)).toBeNull();
    expect(dataProvider.importStores).not.toHaveBeenCalled();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  test('a file that is not CSV is refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<UploadDataPage />, { dataProvider: fakeProvider({}) });
    await user.upload(
      screen.getByLabelText('Choose CSV file'),
      new File(['{}'], 'data.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file (.csv).');
  });
});
