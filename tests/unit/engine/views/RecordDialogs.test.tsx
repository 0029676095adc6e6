import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider, resourceRoutes } from '../../../../src/resources';
import type { User } from '../../../../src/resources/users/record';
import { mockPlatform } from '../../support/resourceScreens';
import { renderRoutes, testHttp } from '../helpers';

const platform = mockPlatform();

describe('after a save: the resource read again, not every query of the page', () => {
  it('Edit User: the list shows the change; a query on screen elsewhere is not read again; one off screen is marked stale', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient();
    // A query another part of the page holds (the app bar's identity, say): on screen, not the users'.
    let elsewhereReads = 0;
    const elsewhere = new QueryObserver(queryClient, {
      queryKey: ['elsewhere'],
      queryFn: async () => {
        elsewhereReads += 1;
        return elsewhereReads;
      },
    });
    const stop = elsewhere.subscribe(() => undefined);
    // A query no screen shows now (the dashboard's figures).
    queryClient.setQueryData(['dashboardCounts', {}], { users: 1 });
    await waitFor(() => expect(elsewhereReads).toBe(1));

    const target = platform.db.collection<User>('users')[0]!;
    renderRoutes(resourceRoutes, {
      dataProvider: createAppDataProvider(testHttp()),
      path: `/DataListing/${target._id}`,
      queryClient,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = await within(dialog).findByLabelText(/^Full Name/);
    await waitFor(() => expect(name).toHaveValue(target.fullName));
    await user.clear(name);
    await user.type(name, 'Saved Here');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Saved Here' })).toBeInTheDocument();

    expect(elsewhereReads).toBe(1);
    expect(queryClient.getQueryState(['dashboardCounts', {}])?.isInvalidated).toBe(true);
    stop();
  });
});
