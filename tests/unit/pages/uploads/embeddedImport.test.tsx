import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../../src/resources/stores/record';
import { crashWatch, expectToast, platform, renderApp } from '../../quality/support/app';

/**
 * The whole console against the embedded platform mock: its importStores skips a row without a
 * business name, so the result panel shows one row created and one skipped, and the new store is
 * registered through GET /stores/markRegister/{id}.
 */
const { state, count } = platform();
crashWatch();

describe('import reconciliation on the embedded API', () => {
  it('flags a seeded store’s duplicate, sends the kept rows, tells created from skipped, registers', async () => {
    const seeded = state.db.collection<Store>('stores')[0]!;
    const csv = [
      'businessName,businessCity,businessState,businessZip,phone',
      `${seeded.businessName.toUpperCase()},Austin,TX,73301,5125550190`,
      'Reconcile Test Bakery,Austin,TX,73301,5125550191',
      ',Austin,TX,73301,5125550192',
    ].join('\n');
    renderApp('/BusinessUploads');
    const input = await screen.findByLabelText('Choose CSV file');
    fireEvent.change(input, { target: { files: [new File([csv], 'stores.csv', { type: 'text/csv' })] } });
    expect(
      await screen.findByText('3 rows: 1 likely duplicate, 1 malformed · 1 row will be sent'),
    ).toBeInTheDocument();
    const row1 = screen.getByRole('checkbox', { name: 'Include row 1' }).closest('tr') as HTMLElement;
    expect(within(row1).getByText(`Same name as store “${seeded.businessName}”`)).toBeInTheDocument();
    // The nameless row goes too: the platform will skip it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include row 3' }));
    const storesBefore = state.db.collection<Store>('stores').length;
    fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    await expectToast('File uploaded successfully');
    expect(state.db.collection<Store>('stores').length).toBe(storesBefore + 1);

    const panel = await screen.findByRole('region', { name: 'Import result' });
    expect(
      await within(panel).findByText(
        '1 row created a store · 1 row skipped by the server · 1 row left out before sending',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('New store “Reconcile Test Bakery”')).toBeInTheDocument();
    expect(within(panel).getByText('Skipped by the server')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark 1 new store as registered' }));
    expect(await within(panel).findByText('1 store marked as registered, 0 failed')).toBeInTheDocument();
    const created = state.db
      .collection<Store>('stores')
      .find((store) => store.businessName === 'Reconcile Test Bakery');
    expect(created?.isRegistered).toBe(true);
    expect(count(`/stores/markRegister/${created!._id}`)).toBe(1);
    await waitFor(() =>
      expect(within(panel).getByText('New store “Reconcile Test Bakery”, registered')).toBeInTheDocument(),
    );
  });
});
