import { render, screen, waitFor } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { createAppDataProvider, resourceElements, resourceRoutes } from '../../../src/resources';
import type { Store } from '../../../src/resources/stores/record';
import { fakeAuth, testHttp } from '../engine/helpers';
import { mockPlatform } from '../support/resourceScreens';

const platform = mockPlatform();

function renderApp(path: string, signedIn = true, auth = fakeAuth(signedIn)) {
  let location = '';
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = `${l.pathname}${l.search}`)}
    >
      <Admin dataProvider={createAppDataProvider(testHttp())} authProvider={auth} i18nProvider={i18nProvider}>
        {resourceElements}
        <CustomRoutes>{resourceRoutes}</CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return () => location;
}

describe('resource routes in the app', () => {
  it('/users leads to the spec route /DataListing', async () => {
    const location = renderApp('/users');
    await waitFor(() => expect(location()).toBe('/DataListing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Listing' })).toBeInTheDocument();
  });

  it('/stores/<id> leads to the Edit Vendor dialog at /Stores/<id>', async () => {
    const store = platform.db.collection<Store>('stores')[0]!;
    const location = renderApp(`/stores/${store._id}`);
    await waitFor(() => expect(location()).toBe(`/Stores/${store._id}`));
    expect(await screen.findByRole('dialog', { name: 'Edit Vendor' })).toBeInTheDocument();
  });

  // The guard is react-admin's: a refused checkAuth makes it call logout, which then navigates to
  // /login. Under jsdom that navigation (a router transition) can be starved for seconds by the
  // re-checks that react-admin's own store reset starts, so the test stops at the logout; the
  // whole redirect is checked in the browser (tests/realapi/firstRead.realapi.ts).
  it.each(['/DataListing', '/Stores', '/allCoupons', '/CreateCoupon', '/CreateAgent'])(
    '%s sends a signed-out visitor to /login',
    async (path) => {
      const auth = fakeAuth(false);
      const logout = vi.fn(async () => undefined);
      renderApp(path, false, { ...auth, logout });
      await waitFor(() => expect(logout).toHaveBeenCalled());
    },
  );
});
