import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/resources/users/record';
import { crashWatch, expectToast, platform, renderApp } from '../support/app';

/** The confirm of a delete, clicked twice before the screen re-renders (a double click). */
const { state, count } = platform();
crashWatch();

describe('delete confirm', () => {
  it('a double click on Confirm sends one delete (the second used to get "User not found")', async () => {
    const target = state.db.collection<User>('users')[0]!;
    renderApp('/DataListing');
    const row = (await screen.findByText(target.email)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await expectToast('User deleted successfully');
    expect(count(`/users/deleteUser/${target._id}`)).toBe(1);
  });
});
