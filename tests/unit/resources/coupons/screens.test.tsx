import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../../src/lib/dates';
import type { Coupon } from '../../../../src/resources/coupons/record';
import { columnHeaders, mockPlatform, renderScreen, rowWith } from '../../support/resourceScreens';

const platform = mockPlatform();

describe('Vendor Coupons (/allCoupons)', () => {
  it("shows the spec's heading and columns, dates as yyyy-MM-dd (English)", async () => {
    renderScreen('/allCoupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Coupons' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      'Title',
      'Description',
      'Discount',
      'Start Date',
      'Date Of Expiration',
      'Status',
      'Image',
      'Video',
      'Actions',
    ]);
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[0]!;
    const row = await rowWith(coupon.description);
    expect(within(row).getByText(formatDay(coupon.startDate))).toBeInTheDocument();
    // English follows the spec's pickers in lists too: yyyy-MM-dd.
    expect(formatDay(coupon.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Edit Coupon requires title, description, discount and status', async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[0]!;
    renderScreen(`/allCoupons/${coupon._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    for (const label of ['Title *', 'Description *', 'Discount *', 'Status *']) {
      await user.clear(await within(dialog).findByLabelText(label));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(4));
    expect(platform.requests).toEqual([]);
  });

  it('generates the description with AI, then saves with multipart /coupons/editCoupons', async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[1]!;
    renderScreen(`/allCoupons/${coupon._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    await user.click(await within(dialog).findByRole('button', { name: 'Generate Description with AI' }));
    const description = within(dialog).getByLabelText('Description *') as HTMLTextAreaElement;
    await waitFor(() => expect(description.value).toContain(`${coupon.title}: save`));
    const status = within(dialog).getByLabelText('Status *');
    await user.clear(status);
    await user.type(status, 'Paused');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('coupon updated successfully')).toBeInTheDocument();
    const sent = platform.requests.at(-1)!;
    expect(sent.path).toBe('/coupons/editCoupons');
    expect(Object.keys(sent.form!)).toEqual([
      'id',
      'title',
      'description',
      'discount',
      'startDate',
      'dateOfExpiration',
      'status',
    ]);
    expect(sent.form).toMatchObject({ id: coupon._id, status: 'Paused', startDate: coupon.startDate });
    expect(coupon.status).toBe('Paused');
  });

  it("Status suggests the known statuses, writes the platform's word, and says when a value is unknown", async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[3]!;
    renderScreen(`/allCoupons/${coupon._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    const status = await within(dialog).findByLabelText('Status *');
    await user.clear(status);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Published', 'Draft', 'Expired']),
    );
    await user.keyboard('{Escape}');
    await user.type(status, 'Paused');
    expect(
      within(dialog).getByText(
        'Not a value the platform knows (Published, Draft, Expired): it will be saved as typed.',
      ),
    ).toBeInTheDocument();
    // A known value typed in another case (or in the admin's language) is saved as the platform's word.
    await user.clear(status);
    await user.type(status, 'draft');
    await user.tab();
    expect(status).toHaveValue('Draft');
    expect(within(dialog).queryByText(/Not a value the platform knows/)).not.toBeInTheDocument();
  });

  it('refuses an image over 5,000,000 bytes with the spec message', async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[2]!;
    renderScreen(`/allCoupons/${coupon._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Coupon' });
    await within(dialog).findByLabelText('Title *');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5_000_001)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    // Refused at once (a notification), the input cleared, nothing sent.
    expect(await screen.findByText('Max image size allowed is 5MB.')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(platform.requests).toEqual([]);
  });

  it('deletes with the confirmation and says "coupon deleted successfully"', async () => {
    const user = userEvent.setup();
    const coupon = platform.db.collection<Coupon>('vendorCoupons')[3]!;
    renderScreen('/allCoupons');
    await user.click(within(await rowWith(coupon.description)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('coupon deleted successfully')).toBeInTheDocument();
    expect(platform.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/coupons/deleteCouponByAdmin/${coupon._id}`,
    });
  });
});
