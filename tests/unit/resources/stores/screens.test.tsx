import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Store } from '../../../../src/resources/stores/record';
import type { Vendor } from '../../../../src/resources/vendors/record';
import { columnHeaders, mockPlatform, renderScreen, rowWith } from '../../support/resourceScreens';

const platform = mockPlatform();

type HappyWindow = Window & {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
};

/** The dialog section a heading names: its own form with its own button. */
const sectionOf = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

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
    const store = platform.db.collection<Store>('stores')[0]!;
    const row = await rowWith(store.businessName);
    expect(within(row).getByText(store.businessAddress)).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Image' })).toHaveAttribute('src', store.businessImage);
  });

  it('marks a store as registered after a confirmation naming it; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const store = platform.db.collection<Store>('stores').find((s) => !s.isRegistered)!;
    // The call is a GET, which platform.requests does not keep.
    const marks: string[] = [];
    const seen = ({ request }: { request: Request }) => {
      if (request.url.includes('/stores/markRegister/')) marks.push(request.url);
    };
    platform.server.events.on('request:start', seen);
    onTestFinished(() => platform.server.events.removeListener('request:start', seen));
    renderScreen('/Stores');
    const mark = within(await rowWith(store.businessName)).getByRole('button', {
      name: 'Mark as registered',
    });
    await user.click(mark);
    let dialog = await screen.findByRole('dialog', { name: 'Mark as registered' });
    expect(
      within(dialog).getByText(`Mark “${store.businessName}” as registered? This cannot be undone.`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marks).toEqual([]);
    expect(store.isRegistered).toBe(false);

    await user.click(mark);
    dialog = await screen.findByRole('dialog', { name: 'Mark as registered' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Store marked as registered successfully')).toBeInTheDocument();
    expect(marks).toHaveLength(1);
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
    const store = platform.db.collection<Store>('stores')[1]!;
    renderScreen('/Stores');
    await user.click(within(await rowWith(store.businessName)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Store deleted successfully')).toBeInTheDocument();
    expect(platform.db.collection<Store>('stores').some((s) => s._id === store._id)).toBe(false);
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
    const taken = platform.db.collection<Vendor>('vendors')[0]!.email;
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
    const store = platform.db.collection<Store>('stores').find((s) => s.vendor && s.email)!;
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

  it('Edit Vendor holds its two forms under the headings Details and Business image, each with its own button', async () => {
    const store = platform.db.collection<Store>('stores').find((s) => s.vendor && s.email)!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const details = sectionOf(await within(dialog).findByRole('heading', { level: 3, name: 'Details' }));
    const image = sectionOf(within(dialog).getByRole('heading', { level: 3, name: 'Business image' }));
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Details', 'Business image']);
    // The phone control arrives in its own chunk.
    expect(await within(details).findByRole('textbox', { name: /^Phone/ }, { timeout: 8000 })).toBeVisible();
    for (const label of [
      /^Name Of Business/,
      /^Business Type/,
      /^Business Address/,
      /^Contact Person/,
      'Phone *',
      /^Email Address/,
      /^Website/,
    ]) {
      expect(within(details).getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(details)
        .getAllByRole('button', { name: /^Update/ })
        .map((b) => b.textContent),
    ).toEqual(['Update']);
    expect(within(details).queryByLabelText(/^Coupon Image/)).not.toBeInTheDocument();

    expect(await within(image).findByRole('textbox', { name: /^Phone/ }, { timeout: 8000 })).toBeVisible();
    expect(
      await within(image).findByRole('link', { name: /Download Image/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', store.businessImage);
    expect(within(image).getByLabelText(/^Coupon Image/)).toHaveAttribute('type', 'file');
    expect(
      within(image)
        .getAllByRole('button', { name: /^Update/ })
        .map((b) => b.textContent),
    ).toEqual(['Update Vendor']);
    expect(within(image).queryByLabelText(/^Name Of Business/)).not.toBeInTheDocument();
    // Each section's button submits its own <form>.
    expect(within(details).getByRole('button', { name: 'Update' }).closest('form')).toBe(
      details.querySelector('form'),
    );
    expect(within(image).getByRole('button', { name: 'Update Vendor' }).closest('form')).toBe(
      image.querySelector('form'),
    );
    expect(details.querySelector('form')).not.toBe(image.querySelector('form'));
  });

  it('Edit Vendor draws every field filled, both phone fields included', async () => {
    const store = platform.db.collection<Store>('stores')[0]!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const phones = await within(dialog).findAllByRole('textbox', { name: /^Phone/ }, { timeout: 8000 });
    expect(phones).toHaveLength(2);
    for (const phone of phones) {
      expect(phone).toHaveAttribute('type', 'tel');
      expect(phone.closest('.MuiFilledInput-root')).not.toBeNull();
      expect(phone.closest('.MuiFormControl-root')?.querySelector('label')).toHaveClass(
        'MuiInputLabel-filled',
      );
    }
    expect(dialog.querySelectorAll('.MuiInputBase-root').length).toBeGreaterThanOrEqual(8);
    expect(dialog.querySelectorAll('.MuiInputBase-root:not(.MuiFilledInput-root)')).toHaveLength(0);
    // The filled field follows the focus like MUI's own inputs (label and underline).
    phones[0]!.focus();
    await waitFor(() => expect(phones[0]!.closest('.MuiFilledInput-root')).toHaveClass('Mui-focused'));
  });

  it('Edit Vendor: Update sends only the vendor form, with the spec payload', async () => {
    const user = userEvent.setup();
    const store = platform.db.collection<Store>('stores').find((s) => s.vendor && s.email)!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const contact = await within(dialog).findByLabelText('Contact Person *');
    await user.clear(contact);
    await user.type(contact, 'Ada Lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Vendor updated successfully')).toBeInTheDocument();
    expect(platform.requests.map((request) => request.path)).toEqual(['/users/updateVendor']);
    const sent = platform.requests[0]!.json as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(
      [
        'id',
        'businessName',
        'businessType',
        'businessAddress',
        'contactPerson',
        'userName',
        'email',
        'countryCode',
        'phone',
        'website',
      ].sort(),
    );
    expect(sent).toMatchObject({
      id: store._id,
      businessName: store.businessName,
      contactPerson: 'Ada Lovelace',
      userName: 'Ada Lovelace',
      email: store.email,
    });
  });

  it('Edit Vendor: Update Vendor sends only the image form, as form data with _id and phone', async () => {
    const user = userEvent.setup();
    const store = platform.db.collection<Store>('stores')[0]!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const image = sectionOf(await within(dialog).findByRole('heading', { level: 3, name: 'Business image' }));
    const phone = await within(image).findByRole('textbox', { name: /^Phone/ }, { timeout: 8000 });
    await user.clear(phone);
    await user.type(phone, '2015550177');
    await user.click(within(image).getByRole('button', { name: 'Update Vendor' }));
    expect(await screen.findByText('Data Update successful')).toBeInTheDocument();
    expect(platform.requests.map((request) => request.path)).toEqual(['/users/editAdminVendorData']);
    expect(platform.requests[0]!.json).toBeUndefined();
    // No file chosen: no businessImage part.
    expect(platform.requests[0]!.form).toEqual({ _id: store._id, phone: '2015550177' });
  });

  it('Edit Vendor asks before closing when either form holds typed input', async () => {
    const user = userEvent.setup();
    const store = platform.db.collection<Store>('stores')[0]!;
    renderScreen(`/Stores/${store._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    const image = sectionOf(await within(dialog).findByRole('heading', { level: 3, name: 'Business image' }));
    const phone = await within(image).findByRole('textbox', { name: /^Phone/ }, { timeout: 8000 });
    await user.clear(phone);
    await user.type(phone, '2015550177');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBeInTheDocument();
    expect(platform.requests).toEqual([]);
  });

  it('Edit Vendor takes the whole screen on a 390px phone', async () => {
    const happy = (window as unknown as HappyWindow).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      const store = platform.db.collection<Store>('stores')[0]!;
      renderScreen(`/Stores/${store._id}`);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
      expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
      expect(await within(dialog).findByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it("Edit Vendor's image form posts multipart /users/editAdminVendorData and says Data Update successful", async () => {
    const user = userEvent.setup();
    const store = platform.db.collection<Store>('stores')[0]!;
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
