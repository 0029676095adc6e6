import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/resources/users/record';
import { mockPlatform, renderScreen, rowWith } from '../../support/resourceScreens';

/**
 * The stale-write guard in a generated edit dialog (Edit User), against the embedded platform:
 * "another admin" changes the platform's data between opening the dialog and saving.
 */
const platform = mockPlatform();

const updates = () => platform.requests.filter((request) => request.path === '/coupons/updateUserInAdmin');

async function openEditUser(index = 0) {
  const target = platform.db.collection<User>('users')[index]!;
  renderScreen(`/DataListing/${target._id}`);
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await within(dialog).findByLabelText('Full Name *');
  return { target, dialog };
}

async function typeInto(dialog: HTMLElement, label: string, value: string) {
  const user = userEvent.setup();
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  return user;
}

describe('the stale-write guard in Edit User', () => {
  it("merges a disjoint change: the colleague's tagline stays, the admin's name is written", async () => {
    const { target, dialog } = await openEditUser();
    const user = await typeInto(dialog, 'Full Name *', 'Grace Hopper');
    target.tagLine = 'Changed by a colleague';
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(updates()[0]?.json).toMatchObject({ fullName: 'Grace Hopper', tagLine: 'Changed by a colleague' });
  });

  it('a field changed on both sides writes nothing and asks; "Theirs" then saves the colleague\'s value', async () => {
    const { target, dialog } = await openEditUser();
    const opened = target.tagLine;
    await typeInto(dialog, 'Full Name *', 'Grace Hopper');
    const user = await typeInto(dialog, 'Tagline *', 'Mine');
    target.tagLine = 'Theirs';
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    expect(updates()).toEqual([]);
    expect(within(conflict).getByText(`When you opened it: ${opened}`)).toBeInTheDocument();
    const group = within(conflict).getByRole('group', { name: 'Tagline' });
    expect(within(group).getByRole('radio', { name: 'Yours: Mine' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Theirs: Theirs' }));
    await user.click(within(conflict).getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({ fullName: 'Grace Hopper', tagLine: 'Theirs' });
  });

  it('"Yours" writes the admin\'s value over the colleague\'s, knowingly', async () => {
    const { target, dialog } = await openEditUser();
    const user = await typeInto(dialog, 'Tagline *', 'Mine');
    target.tagLine = 'Theirs';
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    await user.click(within(conflict).getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(updates()[0]?.json).toMatchObject({ tagLine: 'Mine' });
    expect(target.tagLine).toBe('Mine');
  });

  it('"Reload the record" shows the platform\'s values, keeps the admin\'s other change, saves nothing', async () => {
    const { target, dialog } = await openEditUser();
    await typeInto(dialog, 'Full Name *', 'Grace Hopper');
    const user = await typeInto(dialog, 'Tagline *', 'Mine');
    target.tagLine = 'Theirs';
    target.email = 'new.address@example.com';
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const conflict = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    await user.click(within(conflict).getByRole('button', { name: 'Reload the record' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Changed since/ })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Tagline *')).toHaveValue('Theirs');
    expect(within(dialog).getByLabelText('Email *')).toHaveValue('new.address@example.com');
    expect(within(dialog).getByLabelText('Full Name *')).toHaveValue('Grace Hopper');
    expect(updates()).toEqual([]);
    // Saved now, it writes the name over the platform's current record: no new conflict.
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(updates()[0]?.json).toMatchObject({ fullName: 'Grace Hopper', tagLine: 'Theirs' });
  });

  it('a user deleted meanwhile: said by name, nothing written, no success, the input kept', async () => {
    const { target, dialog } = await openEditUser(1);
    const user = await typeInto(dialog, 'Tagline *', 'Typed before the delete');
    const name = target.fullName;
    platform.db.collection<User>('users').splice(1, 1);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const gone = await screen.findByRole('dialog', { name: 'Deleted by someone else' });
    expect(
      within(gone).getByText(`${name} was deleted by someone else. Nothing was saved.`),
    ).toBeInTheDocument();
    expect(updates()).toEqual([]);
    expect(screen.queryByText('user updated successfully')).not.toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByLabelText('Tagline *')).toHaveValue('Typed before the delete');
  });
  it('opened again after a save, the dialog shows the saved values, and the same field saves again with no conflict', async () => {
    const { target, dialog } = await openEditUser();
    // The list read after the save is slow (as at 100,000 users): the dialog closes before it ends.
    let slowed = false;
    platform.server.use(
      http.get('*/users/adminUserLists', async () => {
        if (updates().length === 1 && !slowed) {
          slowed = true;
          await delay(1500);
        }
      }),
    );
    const user = await typeInto(dialog, 'Tagline *', 'First change');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
    await user.click(within(await rowWith(target.email)).getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(await within(again).findByLabelText('Tagline *')).toHaveValue('First change');
    await typeInto(again, 'Tagline *', 'Second change');
    await user.click(within(again).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
    expect(updates()[1]?.json).toMatchObject({ tagLine: 'Second change' });
    expect(target.tagLine).toBe('Second change');
  });
});
