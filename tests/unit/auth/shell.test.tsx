import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalLoader, LOADER_MAX_MS } from '../../../src/auth/GlobalLoader';
import { i18nProvider } from '../../../src/i18n';
import { areaOf, translationsOf } from '../i18n/localeFiles';
import { API, renderAuth } from './renderAuth';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('GlobalLoader', () => {
  it('shows while active and hides itself after 50,000 ms at most', async () => {
    vi.useFakeTimers();
    const view = render(
      <AdminContext i18nProvider={i18nProvider}>
        <GlobalLoader active />
      </AdminContext>,
    );
    expect(LOADER_MAX_MS).toBe(50_000);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(49_999));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    view.rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <GlobalLoader active={false} />
      </AdminContext>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('account toasts', () => {
  it('stay 9 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post(`${API}/auth/forgot-password`, () =>
        HttpResponse.json({ message: 'No such user' }, { status: 404 }),
      ),
    );
    renderAuth('/forgotPassword');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/^Email/), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('No such user')).toBeInTheDocument();
    // One second per act() so React handles the Snackbar's close as it would in real time.
    const seconds = async (count: number) => {
      for (let i = 0; i < count; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    };
    await seconds(8);
    expect(screen.getByText('No such user')).toBeInTheDocument();
    await seconds(3);
    await waitFor(() => expect(screen.queryByText('No such user')).toBeNull());
  });
});

describe('locale switcher on the login screen', () => {
  it('switches the account screens to French', async () => {
    renderAuth('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
  });
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
    return out;
  }, {});
const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort().join(',');

describe('auth messages', () => {
  const english = flatten(areaOf('en', 'auth'));
  it.each(translationsOf('auth'))('%s has the same keys and placeholders as en', (_locale, messages) => {
    const other = flatten(messages);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect([key, placeholders(other[key]!)]).toEqual([key, placeholders(text)]);
  });
});
