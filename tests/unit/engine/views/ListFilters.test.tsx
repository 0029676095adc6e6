import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider, resourceRoutes } from '../../../../src/resources';
import type { User } from '../../../../src/resources/users/record';
import { mockPlatform, renderScreen } from '../../support/resourceScreens';
import { renderRoutes, testHttp } from '../helpers';

const platform = mockPlatform();

const roleFilter = async () => screen.findByRole('group', { name: 'Role' });

describe('a filter whose choices are the records’ own values', () => {
  it('lists each role the platform holds, and never puts the whole list in a query', async () => {
    const queryClient = new QueryClient();
    const dataProvider = createAppDataProvider(testHttp());
    renderRoutes(resourceRoutes, { dataProvider, path: '/DataListing', queryClient });
    const roles = [
      ...new Set(
        platform.db
          .collection<User>('users')
          .map((u) => u.userName)
          .filter(Boolean),
      ),
    ];
    expect(roles.length).toBeGreaterThan(1);
    expect(platform.db.collection<User>('users').length).toBeGreaterThan(25);
    const group = await roleFilter();
    await waitFor(() =>
      expect(within(group).getAllByRole('button').length).toBeGreaterThanOrEqual(roles.length),
    );
    // Only the values are kept: no getList entry holds more than a page (react-admin copies
    // every getList entry to put a saved record in; at 100,000 records that was a long task).
    const kept = queryClient.getQueriesData<{ data: unknown[] }>({ queryKey: ['users', 'getList'] });
    expect(kept.length).toBeGreaterThan(0);
    for (const [, result] of kept) expect(result?.data.length ?? 0).toBeLessThanOrEqual(25);
  });

  it('a role given in Edit User is a choice after the save', async () => {
    const user = userEvent.setup();
    const target = platform.db.collection<User>('users')[0]!;
    renderScreen(`/DataListing/${target._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const role = await within(dialog).findByLabelText('Role *');
    await user.clear(role);
    await user.type(role, 'moderator');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    const group = await roleFilter();
    expect(await within(group).findByRole('button', { name: /moderator/i })).toBeInTheDocument();
  });
});
