import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppBarSearch, SearchShortcut } from '../../../../src/layout/search/AppBarSearch';
import { storedPhoneDigits } from '../../../../src/layout/search/searchIndex';
import { createAppDataProvider } from '../../../../src/resources';
import type { Agent } from '../../../../src/resources/agents/record';
import type { Store } from '../../../../src/resources/stores/record';
import type { User } from '../../../../src/resources/users/record';
import { API, renderInAdmin, testHttp } from '../../engine/helpers';
import { mockPlatform } from '../../support/resourceScreens';

const platform = mockPlatform();

/** The app bar's search alone (its lazy button included), in react-admin's context on the mock platform. */
function renderSearch(path = '/DashboardHome') {
  return renderInAdmin(
    <SearchShortcut>
      <AppBarSearch />
    </SearchShortcut>,
    { dataProvider: createAppDataProvider(testHttp()), path },
  ).location;
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });

async function openSearch() {
  await screen.findByRole('button', { name: 'Quick find' });
  pressCtrlK();
  const dialog = await screen.findByRole('dialog', { name: 'Quick find' });
  const box = within(dialog).getByRole('combobox', { name: 'Quick find' });
  await waitFor(() => expect(box).toHaveFocus());
  return { dialog, box };
}

/** A user whose phone no other searched record shares, with the phone as stored. */
function userWithOwnPhone() {
  const others = [...platform.db.collection<Store>('stores'), ...platform.db.collection<Agent>('agents')].map(
    (item) =>
      storedPhoneDigits(
        'countryCode' in item && item.countryCode ? `${item.countryCode} ${item.phone}` : item.phone,
      ),
  );
  const users = platform.db.collection<User>('users');
  return users.find(
    (user) =>
      !others.includes(storedPhoneDigits(user.phone)) &&
      users.filter((other) => storedPhoneDigits(other.phone) === storedPhoneDigits(user.phone)).length === 1,
  )!;
}

describe('the app bar search', () => {
  it('is one named button with its shortcut; the dialog is not loaded before it is asked for', async () => {
    renderSearch();
    const button = await screen.findByRole('button', { name: 'Quick find' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Ctrl+K opens it; a phone typed in another format finds the user, grouped, its phone highlighted', async () => {
    const user = userEvent.setup();
    renderSearch();
    const { dialog, box } = await openSearch();
    expect(within(dialog).getByText(/^Searches Users, Stores, Coupons,? and Agents/)).toBeInTheDocument();

    const target = userWithOwnPhone();
    const digits = target.phone.replace(/\D/g, '');
    // Stored as '(415) 555-0123'; typed as '+1 415.555.0123'.
    await user.type(box, `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    const listbox = await within(dialog).findByRole('listbox');
    const group = within(listbox).getByRole('group', { name: /^Users/ });
    const option = within(group).getByRole('option');
    expect(option).toHaveTextContent(target.fullName);
    expect(option.querySelector('mark')?.textContent?.replace(/\D/g, '')).toBe(digits);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 match');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
  });

  it('arrows move through the results of every group; Enter opens the record’s edit dialog', async () => {
    const user = userEvent.setup();
    const location = renderSearch();
    const { dialog, box } = await openSearch();
    await user.type(box, 'example');
    const listbox = await within(dialog).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('group').length).toBeGreaterThanOrEqual(2));
    const options = within(listbox).getAllByRole('option');
    // At most five a resource.
    for (const group of within(listbox).getAllByRole('group'))
      expect(within(group).getAllByRole('option').length).toBeLessThanOrEqual(5);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // Up from the first goes round to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = options[1]!;
    const users = within(listbox).getByRole('group', { name: /^Users/ });
    expect(users).toContainElement(chosen);
    const record = platform.db
      .collection<User>('users')
      .find((item) => chosen.textContent?.includes(item.email))!;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/DataListing/${record._id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a record without an edit dialog (an agent) opens its list searched for it', async () => {
    const user = userEvent.setup();
    const location = renderSearch();
    const { dialog, box } = await openSearch();
    const agent = platform.db.collection<Agent>('agents')[0]!;
    await user.type(box, agent.email.toUpperCase());
    const group = await within(dialog).findByRole('group', { name: /^Agents/ });
    await user.click(within(group).getByRole('option'));
    await waitFor(() =>
      expect(location()).toBe(
        `/CreateAgent?filter=${encodeURIComponent(JSON.stringify({ q: agent.email }))}`,
      ),
    );
  });

  it('a Ctrl+K pressed before the button has loaded opens the search once it has', async () => {
    renderSearch();
    pressCtrlK();
    const dialog = await screen.findByRole('dialog', { name: 'Quick find' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Quick find' })).toHaveFocus());
  });

  it('says when nothing matches, and Escape closes it, giving the focus back', async () => {
    const user = userEvent.setup();
    renderSearch();
    const button = await screen.findByRole('button', { name: 'Quick find' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Quick find' });
    const box = within(dialog).getByRole('combobox');
    await user.type(box, 'qwxz-nothing');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “qwxz-nothing”'),
    );
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('reopens with the last search, selected, and the lists already indexed', async () => {
    const user = userEvent.setup();
    renderSearch();
    const { dialog, box } = await openSearch();
    await user.type(box, 'example');
    await within(dialog).findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const requests = platform.requests.length;
    let lists = 0;
    platform.server.events.on('request:start', () => {
      lists += 1;
    });
    await act(async () => pressCtrlK());
    const again = await screen.findByRole('dialog', { name: 'Quick find' });
    const input = within(again).getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('example');
    expect(within(again).getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(input.selectionEnd! - input.selectionStart!).toBe('example'.length));
    // Fresh in react-query's cache: nothing fetched again.
    expect(lists).toBe(0);
    expect(platform.requests.length).toBe(requests);
  });

  it('a list that cannot be loaded is named and left out; the others are searched', async () => {
    const user = userEvent.setup();
    platform.server.use(
      mswHttp.get(`${API}/stores/getAllStoresAdmin`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderSearch();
    const { dialog, box } = await openSearch();
    expect(
      await within(dialog).findByText('Stores could not be loaded and are left out of the results.'),
    ).toBeInTheDocument();
    await user.type(box, platform.db.collection<User>('users')[0]!.email);
    expect(await within(dialog).findByRole('group', { name: /^Users/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /^Stores/ })).not.toBeInTheDocument();
  });
});
