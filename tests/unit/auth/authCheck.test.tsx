import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider, useAuthState, usePermissions } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHECK_KEY, PERMISSIONS_KEY, primeAuthQueries } from '../../../src/auth/authCheck';

function provider(checkAuth: AuthProvider['checkAuth']): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth,
  };
}

let renders = 0;
/** A screen holding react-admin's session check, as every screen does. */
const Screen = ({ name }: { name: string }) => {
  renders += 1;
  const { authenticated, isPending } = useAuthState(undefined, false);
  return <p>{`${name}: ${isPending ? 'checking' : authenticated ? 'signed in' : 'signed out'}`}</p>;
};

const renderScreens = (queryClient: QueryClient, authProvider: AuthProvider, names = ['list', 'menu']) =>
  render(
    <AdminContext authProvider={authProvider} queryClient={queryClient}>
      {names.map((name) => (
        <Screen key={name} name={name} />
      ))}
    </AdminContext>,
  );

describe('primeAuthQueries: the session check answered once per session', () => {
  it('a signed-in admin’s check starts before the first render; screens mount with its answer and ask nothing', async () => {
    const checkAuth = vi.fn(async () => undefined);
    const queryClient = new QueryClient();
    primeAuthQueries(queryClient, provider(checkAuth), true);
    expect(checkAuth).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryData(AUTH_CHECK_KEY)).toBe(true));
    renders = 0;
    const view = renderScreens(queryClient, provider(checkAuth));
    expect(screen.getByText('list: signed in')).toBeTruthy();
    await new Promise((done) => setTimeout(done, 20));
    // No second check, so no re-render when one settles (react-admin asked again on every mount).
    expect(checkAuth).toHaveBeenCalledTimes(1);
    expect(renders).toBe(2);
    view.unmount();
    renderScreens(queryClient, provider(checkAuth), ['next screen']);
    await new Promise((done) => setTimeout(done, 20));
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('asks a confirmed check again after Refresh (an invalidation) and after the session’s caches are cleared', async () => {
    const checkAuth = vi.fn(async () => undefined);
    const queryClient = new QueryClient();
    primeAuthQueries(queryClient, provider(checkAuth), true);
    renderScreens(queryClient, provider(checkAuth));
    await screen.findByText('list: signed in');
    await queryClient.invalidateQueries();
    expect(checkAuth).toHaveBeenCalledTimes(2);
    queryClient.clear();
    const again = renderScreens(queryClient, provider(checkAuth), ['after']);
    await again.findByText('after: signed in');
    expect(checkAuth).toHaveBeenCalledTimes(3);
  });

  it('signed out: asks nothing before the screens, and a failed check is asked again on the next screen', async () => {
    const checkAuth = vi.fn(async () => {
      throw new Error('no session');
    });
    const queryClient = new QueryClient();
    primeAuthQueries(queryClient, provider(checkAuth), false);
    expect(checkAuth).not.toHaveBeenCalled();
    const first = renderScreens(queryClient, provider(checkAuth), ['first']);
    await first.findByText('first: signed out');
    expect(checkAuth).toHaveBeenCalledTimes(1);
    first.unmount();
    const second = renderScreens(queryClient, provider(checkAuth), ['second']);
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(2));
    await second.findByText('second: signed out');
  });

  it('answers react-admin’s permissions query from the start (this auth provider has none): no read, no re-render', async () => {
    const queryClient = new QueryClient();
    primeAuthQueries(
      queryClient,
      provider(async () => undefined),
      true,
    );
    expect(queryClient.getQueryData(PERMISSIONS_KEY)).toEqual([]);
    let permissionRenders = 0;
    const Router = () => {
      permissionRenders += 1;
      const { isPending } = usePermissions();
      return <p>{isPending ? 'loading' : 'ready'}</p>;
    };
    render(
      <AdminContext authProvider={provider(async () => undefined)} queryClient={queryClient}>
        <Router />
      </AdminContext>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    await new Promise((done) => setTimeout(done, 20));
    expect(permissionRenders).toBe(1);
  });
});
