import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../../src/resources/coupons/record';
import type { Store } from '../../../../src/resources/stores/record';
import { API, crashWatch, dismissToasts, expectToast, platform, renderApp } from '../support/app';
import { cycleFailures } from '../support/cycle';
import { FAILURES, heldReply, TEXT } from '../support/failures';
import { LONG, UNUSUAL } from '../support/inputs';
import { tallyFor } from '../support/tally';

/** Edit Vendor (both forms) and Edit Coupon against a failing platform. */
const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

const UPDATE_VENDOR = '/users/updateVendor';
const VENDOR_IMAGE = '/users/editAdminVendorData';
const EDIT_COUPON = '/coupons/editCoupons';
const setIn = (root: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const valueIn = (root: HTMLElement, label: RegExp) =>
  (within(root).getByLabelText(label) as HTMLInputElement).value;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const press = (root: HTMLElement, name: string | RegExp) => {
  fireEvent.click(within(root).getAllByRole('button', { name })[0]!);
};

async function openVendor() {
  const store = state.db.collection<Store>('stores')[0]!;
  const view = renderApp(`/Stores/${store._id}`);
  const edit = await screen.findByRole('dialog', { name: 'Edit Vendor' });
  await within(edit).findByLabelText(/^Name Of Business/);
  return { view, edit, store };
}

describe('Edit Vendor: failing server', () => {
  it('the vendor form keeps every typed value through each failure', async () => {
    const { view, store } = await openVendor();
    setIn(dialog('Edit Vendor'), /^Name Of Business/, UNUSUAL.scripts);
    setIn(dialog('Edit Vendor'), /^Contact Person/, UNUSUAL.emoji);
    await cycleFailures({
      server: state.server,
      method: 'post',
      url: `${API}${UPDATE_VENDOR}`,
      count: () => count(UPDATE_VENDOR),
      failures: {
        server500: TEXT.serverMessage,
        server500Html: 'any',
        gateway504: 'any',
        network: TEXT.network,
        // SPEC 8: status not 1 → "something wrong".
        null200: TEXT.somethingWrong,
        // Not a reply at all (a web server's HTML page): said as such, not as a refusal.
        html200: TEXT.unexpected,
        wrongShape200: TEXT.somethingWrong,
      },
      submit: () => press(dialog('Edit Vendor'), 'Update'),
      intact: () => {
        expect(valueIn(dialog('Edit Vendor'), /^Name Of Business/)).toBe(UNUSUAL.scripts);
        expect(valueIn(dialog('Edit Vendor'), /^Contact Person/)).toBe(UNUSUAL.emoji);
        expect(within(dialog('Edit Vendor')).getByRole('button', { name: 'Update' })).toBeEnabled();
        expect(view.location()).toBe(`/Stores/${store._id}`);
      },
      onFailure: () => tally.failure(),
    });
    tally.input(2);
  });

  it("the image form says the spec's texts for each failure and keeps the dialog", async () => {
    await openVendor();
    await cycleFailures({
      server: state.server,
      method: 'post',
      url: `${API}${VENDOR_IMAGE}`,
      count: () => count(VENDOR_IMAGE),
      failures: {
        server500: 'Something went wrong',
        server500Html: 'Something went wrong',
        gateway504: 'Something went wrong',
        network: 'Error updating vendor',
        null200: 'Something went wrong',
        html200: 'Something went wrong',
        wrongShape200: 'Something went wrong',
      },
      submit: () => press(dialog('Edit Vendor'), 'Update Vendor'),
      intact: () => {
        expect(within(dialog('Edit Vendor')).getByRole('button', { name: 'Update Vendor' })).toBeEnabled();
      },
      onFailure: () => tally.failure(),
    });
  });

  it('a double click on Update sends one request', async () => {
    const held = heldReply(() => HttpResponse.json({ status: 0 }));
    state.server.use(http.post(`${API}${UPDATE_VENDOR}`, held.respond));
    const { edit } = await openVendor();
    await userEvent.dblClick(within(edit).getByRole('button', { name: 'Update' }));
    press(edit, 'Update');
    await waitFor(() => expect(within(edit).getByRole('button', { name: 'Update' })).toBeDisabled());
    held.release();
    await expectToast(TEXT.somethingWrong);
    expect(count(UPDATE_VENDOR)).toBe(1);
    tally.input(3);
  });
});

async function openCoupon() {
  const coupon = state.db.collection<Coupon>('vendorCoupons')[0]!;
  const view = renderApp(`/allCoupons/${coupon._id}`);
  const edit = await screen.findByRole('dialog', { name: 'Edit Coupon' });
  await within(edit).findByLabelText(/^Title/);
  return { view, coupon, edit };
}

describe('Edit Coupon: failing server', () => {
  it('each failure keeps the dialog and the typed text, including 10,000 characters', async () => {
    const { view, coupon, edit } = await openCoupon();
    setIn(edit, /^Title/, UNUSUAL.html);
    setIn(edit, /^Description/, LONG);
    setIn(edit, /^Status/, UNUSUAL.scripts);
    await cycleFailures({
      server: state.server,
      method: 'post',
      url: `${API}${EDIT_COUPON}`,
      count: () => count(EDIT_COUPON),
      failures: {
        server500: TEXT.serverMessage,
        server500Html: 'any',
        gateway504: 'any',
        network: TEXT.network,
        // SPEC 8: success not 1 → "something wrong".
        null200: TEXT.somethingWrong,
        // Not a reply at all (a web server's HTML page): said as such, not as a refusal.
        html200: TEXT.unexpected,
        wrongShape200: TEXT.somethingWrong,
      },
      submit: () => press(dialog('Edit Coupon'), 'Update'),
      intact: () => {
        const open = dialog('Edit Coupon');
        expect(valueIn(open, /^Title/)).toBe(UNUSUAL.html);
        expect(valueIn(open, /^Description/)).toBe(LONG);
        expect(valueIn(open, /^Status/)).toBe(UNUSUAL.scripts);
        expect(within(open).getByRole('button', { name: 'Update' })).toBeEnabled();
        expect(view.location()).toBe(`/allCoupons/${coupon._id}`);
      },
      onFailure: () => tally.failure(),
    });
    tally.input(3);
  });

  it('a failed AI description keeps what the admin typed', async () => {
    const { edit, coupon } = await openCoupon();
    setIn(edit, /^Description/, UNUSUAL.emoji);
    for (const failure of ['server500', 'network', 'html200', 'null200'] as const) {
      state.server.use(http.get(`${API}/coupons/createNextEdit/${coupon._id}`, FAILURES[failure]));
      const button = within(edit).getByRole('button', { name: 'Generate Description with AI' });
      await waitFor(() => expect(button).toBeEnabled());
      fireEvent.click(button);
      await waitFor(() =>
        expect(within(edit).getByRole('button', { name: 'Generate Description with AI' })).toBeEnabled(),
      );
      expect(valueIn(edit, /^Description/)).toBe(UNUSUAL.emoji);
      tally.failure();
    }
  });
});

describe('Edit Coupon: image files', () => {
  it('refuses wrong types and an image over 5,000,000 bytes with the spec texts, sending nothing', async () => {
    const { edit } = await openCoupon();
    const picker = within(edit).getByLabelText(/^Coupon Image/) as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(picker, { target: { files: [file] } });
    const wrong = [
      new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }),
      new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      new File(['x'], 'photo.png.exe', { type: '' }),
    ];
    for (const file of wrong) {
      choose(file);
      await expectToast(/^Choose an image file/);
      await dismissToasts();
      tally.input();
    }
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    choose(big);
    await expectToast('Max image size allowed is 5MB.');
    expect(picker.value).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Crop the image' })).toBeNull();
    tally.input();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(count(EDIT_COUPON)).toBe(0);
  });
});
