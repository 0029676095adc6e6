import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import values from '../../../../src/i18n/en/values.json';
import type { User } from '../../../../src/resources/users/record';
import { API } from '../../engine/helpers';
import {
  bodyRows,
  collapsed,
  columnHeaders,
  mockPlatform,
  renderScreen,
  rowWith,
} from '../../support/resourceScreens';

const platform = mockPlatform();

describe('User Listing (/DataListing)', () => {
  it("shows the spec's heading and columns, Role showing userName by its name, rows numbered", async () => {
    renderScreen('/DataListing');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Listing' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual(['#', 'Full Name', 'Email', 'Phone', 'Tagline', 'Role', 'Actions']);
    const first = platform.db.collection<User>('users')[0]!;
    const row = await rowWith(first.email);
    expect(within(row).getByText(first.fullName)).toBeInTheDocument();
    const roles: Record<string, string> = values.app.values.role;
    expect(within(row).getByText(roles[first.userName]!)).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('1');
  });

  it('edits a user in the Edit User dialog: every field required, then "user updated successfully"', async () => {
    const user = userEvent.setup();
    const target = platform.db.collection<User>('users')[0]!;
    renderScreen('/DataListing');
    await user.click(within(await rowWith(target.email)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    for (const label of ['Full Name *', 'Email *', 'Phone *', 'Tagline *', 'Role *']) {
      await user.clear(await within(dialog).findByLabelText(label));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(5));
    expect(platform.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Full Name *'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email *'), 'grace@example.com');
    await user.type(await within(dialog).findByLabelText('Phone *'), '5551234');
    await user.type(within(dialog).getByLabelText('Tagline *'), 'Debugging');
    await user.type(within(dialog).getByLabelText('Role *'), 'customer');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(platform.requests).toEqual([
      {
        method: 'POST',
        path: '/coupons/updateUserInAdmin',
        json: {
          id: target._id,
          fullName: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '5551234',
          tagLine: 'Debugging',
          userName: 'customer',
        },
      },
    ]);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
  });

  it('Role shows the role as its option reads; what is typed stays as typed until the field is left', async () => {
    const user = userEvent.setup();
    const roles: Record<string, string> = values.app.values.role;
    const target = platform.db.collection<User>('users')[3]!;
    renderScreen(`/DataListing/${target._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const role = await within(dialog).findByLabelText('Role *');
    expect(role).toHaveValue(roles[target.userName]);
    await user.clear(role);
    await user.type(role, 'agent');
    expect(role).toHaveValue('agent');
    await user.tab();
    expect(role).toHaveValue('Agent');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(/^Agent$/);
  });

  it('says "something wrong" when the platform refuses, keeping the input', async () => {
    const user = userEvent.setup();
    const target = platform.db.collection<User>('users')[1]!;
    renderScreen(`/DataListing/${target._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = await within(dialog).findByLabelText('Full Name *');
    await user.clear(name);
    await user.type(name, 'Kept Value');
    // An application-level refusal inside a 200 reply (SPEC 8: success not 1 → "something wrong").
    platform.server.use(
      mswHttp.post(`${API}/coupons/updateUserInAdmin`, () => HttpResponse.json({ success: 0 })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('something wrong')).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: 'Edit User' })).getByLabelText('Full Name *'),
    ).toHaveValue('Kept Value');
  });

  it('deletes after "Are you sure  you want to delete the record?" and says "User deleted successfully"', async () => {
    const user = userEvent.setup();
    const target = platform.db.collection<User>('users')[2]!;
    renderScreen('/DataListing');
    await user.click(within(await rowWith(target.email)).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(collapsed(confirm.textContent ?? '')).toContain('Are you sure you want to delete the record?');
    const exact = getDefaultNormalizer({ collapseWhitespace: false });
    expect(
      within(confirm).getByText('Are you sure  you want to delete the record?', { normalizer: exact }),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(target.email)).not.toBeInTheDocument());
    expect(platform.db.collection<User>('users').some((u) => u._id === target._id)).toBe(false);
  });

  it('searches across name, e-mail, phone, tagline and role', async () => {
    const user = userEvent.setup();
    const target = platform.db.collection<User>('users')[5]!;
    renderScreen('/DataListing');
    await screen.findByText(platform.db.collection<User>('users')[0]!.email);
    await user.click(await screen.findByRole('textbox', { name: 'Search' }));
    await user.paste(target.email);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText(target.email)).toBeInTheDocument();
  });
});
