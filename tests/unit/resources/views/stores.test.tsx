import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { columnHeaders, mockPlatform, renderScreen, rowWith } from './support';

const platform = mockPlatform();

describe('Manage Stores (/Stores)', () => {
  it("shows the spec's heading and columns (the address column labelled truthfully)", async () => {
    renderScreen('/Stores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Stores' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      'Full Name',
      'Address',
      'Phone',
      'Registered',
      'Image',
      'Actions',
    ]);
    const store = platform.db.stores[0]!;
    const row = await rowWith(store.businessName);
    expect(within(row).getByText(store.businessAddress)).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Image' })).toHaveAttribute('src', store.businessImage);
  });

  it('marks a store as registered', async () => {
    const user = userEvent.setup();
    const store = platform.db.stores.find((s) => !s.isRegistered)!;
    renderScreen('/Stores');
    await user.click(
      within(await rowWith(store.businessName)).getByRole('button', { name: 'Mark as registered' }),
    );
    expect(await screen.findByText('Store marked as registered successfully')).toBeInTheDocument();
    expect(store.isRegistered).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByText(store.businessName).closest('tr')!).getByRole('button', {
          name: 'Mark as registered',
        }),
      ).toBeDisabled(),
    );
  });

  it('deletes a store after the confirmation', async () => {
    const user = userEvent.setup();
    const store = platform.db.stores[1]!;
    renderScreen('/Stores');
    await user.click(within(await rowWith(store.businessName)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Store deleted successfully')).toBeInTheDocument();
    expect(platform.db.stores.some((s) => s._id === store._id)).toBe(false);
  });

  it('ADD NEW BUSINESS validates contact person, phone and e-mail, then posts /users/adminAddVendor', async () => {
    const user = userEvent.setup();
    renderScreen('/Stores');
    await user.click(await screen.findByRole('button', { name: 'Add New Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD NEW BUSINESS' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please fill the contact number')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Email Address *'), 'not-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name Of Business *'), 'Corner Deli');
    await user.type(within(dialog).getByLabelText('Contact Person *'), 'Dee Li');
    await user.type(await within(dialog).findByLabelText('Phone *'), '+1 415 555 2671');
    await user.clear(within(dialog).getByLabelText('Email Address *'));
    await user.type(within(dialog).getByLabelText('Email Address *'), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Store created successfully!')).toBeInTheDocument();
    expect(platform.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/users/adminAddVendor',
      json: {
        businessName: 'Corner Deli',
        contactPerson: 'Dee Li',
        userName: 'Dee Li',
        countryCode: '+1',
        phone: '4155552671',
        email: 'dee@example.com',
        isforceful: false,
      },
    });
    expect(await screen.findByText('Corner Deli')).toBeInTheDocument();
  });

  it("shows the server's message when adding a business fails", async () => {
    const user = userEvent.setup();
    const taken = platform.db.vendors[0]!.email;
    renderScreen('/Stores/create');
    const dialog = await screen.findByRole('dialog', { name: 'ADD NEW BUSINESS' });
    await user.type(within(dialog).getByLabelText('Name Of Business *'), 'Twin');
    await user.type(within(dialog).getByLabelText('Contact Person *'), 'Tw In');
    await user.type(await within(dialog).findByLabelText('Phone *'), '+14155552671');
    await user.type(within(dialog).getByLabelText('Email Address *'), taken);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name Of Business *')).toHaveValue('Twin');
  });

  it('Edit Vendor: read-only e-mail, update shows the server message; the image form updates the phone', async () => {
    const user = userEvent.setup();
    const store = platform.db.stores.find((s) => s.vendor && s.email)!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect(await within(dialog).findByLabelText('Email Address')).toHaveAttribute('readonly');
    const name = within(dialog).getByLabelText('Name Of Business *');
    await user.clear(name);
    await user.type(name, 'Renamed Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Vendor updated successfully')).toBeInTheDocument();
    expect(platform.requests.at(-1)).toMatchObject({
      path: '/users/updateVendor',
      json: { id: store._id, businessName: 'Renamed Shop', email: store.email },
    });
    expect(store.businessName).toBe('Renamed Shop');
  });

  it("Edit Vendor's image form posts multipart /users/editAdminVendorData and says Data Update successful", async () => {
    const user = userEvent.setup();
    const store = platform.db.stores[0]!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    // The stored image is previewed by the crop input, which loads in its own chunk.
    expect(
      await within(dialog).findByRole('link', { name: /Download Image/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', store.businessImage);
    await user.click(within(dialog).getByRole('button', { name: 'Update Vendor' }));
    expect(await screen.findByText('Data Update successful')).toBeInTheDocument();
    expect(platform.requests.at(-1)).toMatchObject({
      path: '/users/editAdminVendorData',
      form: { _id: store._id },
    });
  });
});
