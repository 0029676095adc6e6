import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, today } from '../../../../src/lib/dates';
import type { Coupon } from '../../../../src/resources/coupons/record';
import type { DiscountType } from '../../../../src/resources/discountTypes/record';
import type { Vendor } from '../../../../src/resources/vendors/record';
import { enterDay, findDayInput } from '../../support/dates';
import { columnHeaders, mockPlatform, renderScreen, rowWith } from '../../support/resourceScreens';

const platform = mockPlatform();

/** Picks an option of a react-admin autocomplete by typing part of its label. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
  option: string,
) {
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Admin Coupons (/CreateCoupon)', () => {
  it("shows the spec's heading and columns", async () => {
    renderScreen('/CreateCoupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Coupons' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      '#',
      'Title',
      'Description',
      'Discount',
      'Start Date',
      'Date Of Expiration',
      'Coupon Image',
      'Coupon Video',
      'Action',
    ]);
    const row = await rowWith(platform.db.collection<Coupon>('adminCoupons')[0]!.description);
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('ADD A COUPON: vendor, title, description, dates and image are required', async () => {
    const user = userEvent.setup();
    renderScreen('/CreateCoupon');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD A COUPON' });
    await findDayInput('Date Of Expiration *', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select a vendor')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(5);
    expect(platform.requests).toEqual([]);
  });

  it('refuses dates before today and an expiry before the start', async () => {
    const user = userEvent.setup();
    renderScreen('/CreateCoupon/create');
    const dialog = await screen.findByRole('dialog', { name: 'ADD A COUPON' });
    await enterDay('Start Date *', addDays(today(), -1), dialog);
    await enterDay('Date Of Expiration *', addDays(today(), 5), dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(`The date cannot be before ${today()}`)).toBeInTheDocument();
    await enterDay('Start Date *', addDays(today(), 9), dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Must not be before the start date')).toBeInTheDocument();
    expect(platform.requests).toEqual([]);
  });

  it('shows a percent or a dollar discount input for the chosen type, then creates the coupon', {
    timeout: 90_000,
  }, async () => {
    const user = userEvent.setup();
    const vendor = platform.db.collection<Vendor>('vendors').find((v) => v.stores.length === 1)!;
    renderScreen('/CreateCoupon/create');
    const dialog = await screen.findByRole('dialog', { name: 'ADD A COUPON' });
    expect(within(dialog).queryByLabelText('Discount *')).not.toBeInTheDocument();
    await choose(user, within(dialog).getByLabelText('Discount Type'), 'Perc', 'Percentage');
    expect(await within(dialog).findByText('%')).toBeInTheDocument();
    await choose(user, within(dialog).getByLabelText('Discount Type'), 'Doll', 'Dollar');
    expect(await within(dialog).findByText('$')).toBeInTheDocument();
    expect(within(dialog).queryByText('%')).not.toBeInTheDocument();

    await choose(
      user,
      within(dialog).getByLabelText('Vendor *'),
      vendor.userName.slice(0, 4),
      vendor.userName,
    );
    await user.type(within(dialog).getByLabelText('Discount *'), '15');
    await user.type(within(dialog).getByLabelText('Title *'), 'Fifteen off');
    await user.type(within(dialog).getByLabelText('Description *'), 'Fifteen dollars off any order');
    await enterDay('Start Date *', addDays(today(), 1), dialog);
    await enterDay('Date Of Expiration *', addDays(today(), 30), dialog);
    const image = new File(['png'], 'coupon.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, image);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Coupon Added Successfully')).toBeInTheDocument();
    const sent = platform.requests.at(-1)!;
    expect(sent.path).toBe('/coupons/addAdminCoupn');
    expect(sent.form).toMatchObject({
      title: 'Fifteen off',
      discount: '15',
      type: '1',
      status: 'Published',
      store: vendor.stores[0],
      discountType: platform.db
        .collection<DiscountType>('discountTypes')
        .find((t) => t.discountValue === 'Dollar')!._id,
      image: { name: 'coupon.png', type: 'image/png', size: 3 },
      // Typed in the picker, sent as the platform's yyyy-MM-dd.
      startDate: addDays(today(), 1),
      dateOfExpiration: addDays(today(), 30),
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ADD A COUPON' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Fifteen off')).toBeInTheDocument();
  });

  it('deletes with GET /coupons/deleteadminCoupon/{id} and "Coupon deleted successfully"', async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('adminCoupons')[0]!;
    renderScreen('/CreateCoupon');
    await user.click(within(await rowWith(coupon.description)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Coupon deleted successfully')).toBeInTheDocument();
    expect(platform.db.collection<Coupon>('adminCoupons').some((c) => c._id === coupon._id)).toBe(false);
  });
});
