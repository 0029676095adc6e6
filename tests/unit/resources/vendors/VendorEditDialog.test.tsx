import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../../src/resources/stores/record';
import { API, crashWatch, expectToast, platform, renderApp } from '../../quality/support/app';
import { heldReply } from '../../quality/support/failures';

/**
 * Edit Vendor's Details form saves through react-admin's useUpdate (pessimistic): the spec's
 * success alert is the server's own message (SPEC: "success alerts the server message"), shown
 * only once the server confirmed; then the list reloads and the dialog closes.
 */
const { state, count } = platform();
crashWatch();

const UPDATE_VENDOR = '/users/updateVendor';
const LIST = '/stores/getAllStoresAdmin';

const vendorStore = () =>
  state.db.collection<Store>('stores').find((candidate) => candidate.vendor && candidate.email)!;

async function renameVendor(store: ReturnType<typeof vendorStore>, name: string) {
  renderApp(`/Stores/${store._id}`);
  const edit = await screen.findByRole('dialog', { name: 'Edit Vendor' });
  const field = await within(edit).findByLabelText(/^Name Of Business/);
  fireEvent.change(field, { target: { value: name } });
  return { edit };
}

describe('Edit Vendor: Update', () => {
  it("shows the server's own message, only after the server confirmed; the list reloads, the dialog closes", async () => {
    const store = vendorStore();
    const held = heldReply(() =>
      HttpResponse.json({ status: 1, message: 'The platform saved it', data: store }),
    );
    state.server.use(http.post(`${API}${UPDATE_VENDOR}`, held.respond));
    const { edit } = await renameVendor(store, 'Renamed Shop');
    await waitFor(() => expect(count(LIST)).toBeGreaterThan(0));
    const listReads = count(LIST);
    fireEvent.click(within(edit).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(count(UPDATE_VENDOR)).toBe(1));
    expect(screen.queryByText('The platform saved it')).toBeNull();
    held.release();
    await expectToast('The platform saved it');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Vendor' })).toBeNull());
    await waitFor(() => expect(count(LIST)).toBeGreaterThan(listReads));
  });

  it("says the resource's own text when the server's reply has no message", async () => {
    state.server.use(http.post(`${API}${UPDATE_VENDOR}`, () => HttpResponse.json({ status: 1 })));
    const { edit } = await renameVendor(vendorStore(), 'Renamed Shop');
    fireEvent.click(within(edit).getByRole('button', { name: 'Update' }));
    await expectToast('Vendor updated successfully');
  });

  it('keeps the input and the dialog when the server refuses', async () => {
    state.server.use(
      http.post(`${API}${UPDATE_VENDOR}`, () => HttpResponse.json({ status: 0, message: 'No, thanks' })),
    );
    const { edit } = await renameVendor(vendorStore(), 'Kept Name');
    fireEvent.click(within(edit).getByRole('button', { name: 'Update' }));
    await expectToast('something wrong');
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBe(edit);
    expect(within(edit).getByLabelText(/^Name Of Business/)).toHaveValue('Kept Name');
    expect(screen.queryByText('Vendor updated successfully')).toBeNull();
  });
});
