import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../../src/resources/coupons/record';
import type { Feed } from '../../../../src/resources/feeds/record';
import type { Store } from '../../../../src/resources/stores/record';
import type { User } from '../../../../src/resources/users/record';
import { API, crashWatch, expectToast, platform, renderApp } from '../support/app';

/** #19: declared filters, declared bulk actions with a report, delete confirmations naming the record. */
const { state, count } = platform();
crashWatch();

const rowsOf = () => screen.getAllByRole('row').slice(1);
/** The toolbar react-admin shows over a list with a selection. */
const bulkToolbar = async () =>
  (await screen.findByText(/items? selected/)).closest('.MuiToolbar-root') as HTMLElement;
const storesShown = () =>
  screen.findByText(state.db.collection<Store>('stores')[0]!.businessName, { selector: 'td *' });
/** The filter panel beside a list. */
const filters = () => screen.findByRole('complementary', { name: 'Filters' });

describe('declared filters', () => {
  it('Manage Stores: Registered "No" shows only unregistered stores, kept in the URL; Clear filters shows all', async () => {
    const view = renderApp('/Stores');
    await storesShown();
    const registered = await within(await filters()).findByRole('group', { name: 'Registered' });
    fireEvent.click(within(registered).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(decodeURIComponent(view.location())).toContain('"isRegistered":"false"'));
    const unregistered = state.db.collection<Store>('stores').filter((store) => !store.isRegistered).length;
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${unregistered}$`))).toBeInTheDocument());
    expect(within(registered).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(registered).getByRole('button', { name: 'Remove filter: No' }));
    await waitFor(() => expect(decodeURIComponent(view.location())).not.toContain('isRegistered'));
  });

  it('User Listing: the Role filter lists the roles the list holds; choosing one filters the rows', async () => {
    renderApp('/DataListing');
    await screen.findByText(state.db.collection<User>('users')[0]!.email);
    const role = await within(await filters()).findByRole('group', { name: 'Role' });
    fireEvent.click(await within(role).findByRole('button', { name: 'Vendor' }));
    await waitFor(() => {
      const roles = rowsOf().map((row) => row.textContent ?? '');
      expect(roles.length).toBeGreaterThan(0);
      for (const text of roles) expect(text).toContain('Vendor');
    });
  });
});

describe('filters on a list the platform pages (flagged feeds)', () => {
  it('a flag type reads every page once and shows only the feeds flagged so', async () => {
    const flagged = state.db
      .collection<Feed>('feeds')
      .filter((feed) => feed.flagContent.some((flag) => flag.flagMsg === 'Spam'));
    renderApp('/Data');
    await screen.findAllByRole('button', { name: 'Preview' });
    // Nothing is read for the choices until the admin opens the box.
    expect(count('/feed/getadminFeedList')).toBe(1);
    const type = await within(await filters()).findByRole('group', { name: 'Flag Type' });
    fireEvent.mouseDown(within(type).getByRole('combobox', { name: 'Flag Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spam' }));
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${flagged.length}$`))).toBeInTheDocument());
    for (const row of rowsOf()) expect(within(row).getByText('Spam')).toBeInTheDocument();
    // One request per hundred feeds for the filter's choices and the filtered view, not one per page of ten.
    expect(count('/feed/getadminFeedList')).toBeLessThanOrEqual(
      1 + 2 * Math.ceil(state.db.collection<Feed>('feeds').length / 100),
    );
  });
});

describe('declared bulk actions', () => {
  it('Mark as registered on a selection: one call per store, past a failure, then "2 done, 1 failed" naming it; the failed one stays selected', async () => {
    const targets = state.db
      .collection<Store>('stores')
      .filter((store) => !store.isRegistered)
      .slice(0, 3);
    const refused = targets[1]!;
    state.server.use(
      http.get(`${API}/stores/markRegister/${refused._id}`, () =>
        HttpResponse.json({ status: 0, message: 'Store is locked by another admin' }),
      ),
    );
    renderApp('/Stores');
    await storesShown();
    const registered = await within(await filters()).findByRole('group', { name: 'Registered' });
    fireEvent.click(within(registered).getByRole('button', { name: 'No' }));
    for (const target of targets) {
      const row = (await screen.findByText(target.businessName, { selector: 'td *' })).closest(
        'tr',
      ) as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(within(await bulkToolbar()).getByRole('button', { name: 'Mark as registered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as registered' });
    for (const target of targets) await within(dialog).findByText(target.businessName);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as registered' }));
    await within(dialog).findByText('2 done, 1 failed');
    expect(within(dialog).getByText('Store is locked by another admin')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: /Not done/ })).getByText(refused.businessName),
    ).toBeInTheDocument();
    await expectToast('2 done, 1 failed');
    for (const target of targets) expect(count(`/stores/markRegister/${target._id}`)).toBe(1);
    expect(
      state.db.collection<Store>('stores').find((store) => store._id === targets[0]!._id)?.isRegistered,
    ).toBe(true);
    expect(
      state.db.collection<Store>('stores').find((store) => store._id === refused._id)?.isRegistered,
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await screen.findByText(/1 item selected/);
  });

  it('the bulk delete names the records, goes on past a refusal and reports it; no success toast when nothing was deleted', async () => {
    const [first, second] = state.db.collection<User>('users');
    state.server.use(
      http.get(`${API}/users/deleteUser/:id`, () =>
        HttpResponse.json({ status: 0, message: 'User not found' }),
      ),
    );
    renderApp('/DataListing');
    for (const user of [first!, second!]) {
      const row = (await screen.findByText(user.email)).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(within(await bulkToolbar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(first!.fullName);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('0 done, 2 failed');
    expect(within(dialog).getAllByText('User not found')).toHaveLength(2);
    expect(screen.queryByText(/deleted successfully/)).toBeNull();
    expect(count(`/users/deleteUser/${first!._id}`)).toBe(1);
    expect(count(`/users/deleteUser/${second!._id}`)).toBe(1);
  });
});

describe('coupon status on a selection', () => {
  it('Change status asks for the new status, then edits each coupon with its own values and that status', async () => {
    for (const coupon of state.db.collection<Coupon>('vendorCoupons')) coupon.status = 'Published';
    const titles = new Map(
      state.db.collection<Coupon>('vendorCoupons').map((coupon) => [coupon._id, coupon.title]),
    );
    renderApp('/allCoupons');
    await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(2));
    const boxes = screen.getAllByRole('checkbox');
    // The header's "select all" first, then one per row: the first two rows.
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(await bulkToolbar()).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    const run = within(dialog).getByRole('button', { name: 'Change status' });
    expect(run).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    fireEvent.click(run);
    await within(dialog).findByText('2 done, 0 failed');
    const drafts = state.db.collection<Coupon>('vendorCoupons').filter((coupon) => coupon.status === 'Draft');
    expect(drafts).toHaveLength(2);
    for (const coupon of drafts) expect(coupon.title).toBe(titles.get(coupon._id));
    expect(count('/coupons/editCoupons')).toBe(2);
  });
});

describe('delete confirmations name the record', () => {
  it('the spec question stays as written, with the store name under it', async () => {
    const store = state.db.collection<Store>('stores')[0]!;
    renderApp('/Stores');
    const row = (await screen.findByText(store.businessName, { selector: 'td *' })).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the record?');
    expect(within(dialog).getByText(store.businessName)).toBeInTheDocument();
  });
});
