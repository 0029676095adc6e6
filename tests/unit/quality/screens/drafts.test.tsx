import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { draftKey, readDraft } from '../../../../src/lib/drafts';
import type { User } from '../../../../src/resources/users/record';
import { API, crashWatch, expectToast, platform, renderApp, WEEKLY } from '../support/app';
import { tallyFor } from '../support/tally';

/**
 * Nothing typed is lost: form dialogs keep unsaved input as a draft (sessionStorage), so a
 * failed save, an ended session or a reload (here: the screen unmounted and rendered again)
 * gives it back; a confirmed save, Discard or a deliberate logout clears it.
 */
const tally = tallyFor(import.meta.url);
const { state, count } = platform();
crashWatch();

const setIn = (root: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
const valueIn = (root: HTMLElement, label: RegExp) =>
  (within(root).getByLabelText(label) as HTMLInputElement).value;

describe('a generated edit dialog (Edit User)', () => {
  it('after a failed save and a reload, the dialog opens with the typed change and says so', async () => {
    const target = state.db.collection<User>('users')[0]!;
    state.server.use(
      http.post(`${API}/coupons/updateUserInAdmin`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const first = renderApp(`/DataListing/${target._id}`);
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await within(dialog).findByLabelText(/^Full Name/);
    setIn(dialog, /^Tagline/, 'Kept across a reload');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast('down');
    first.unmount(); // the tab reloads

    renderApp(`/DataListing/${target._id}`);
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(valueIn(dialog, /^Tagline/)).toBe('Kept across a reload'));
    expect(within(dialog).getByText('Your unsaved changes were restored.')).toBeInTheDocument();
    // Fields the admin did not touch show the server's values.
    expect(valueIn(dialog, /^Full Name/)).toBe(target.fullName);
    tally.input(1);
    tally.failure();
  });

  it('a confirmed save clears the draft; Discard changes puts the record back and clears it too', async () => {
    const [one, two] = state.db.collection<User>('users');
    const view = renderApp(`/DataListing/${one!._id}`);
    let dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await within(dialog).findByLabelText(/^Full Name/);
    setIn(dialog, /^Tagline/, 'Saved for real');
    expect(readDraft(draftKey('users', one!._id))?.values).toEqual({ tagLine: 'Saved for real' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectToast(/updated/i);
    expect(readDraft(draftKey('users', one!._id))).toBeUndefined();
    view.unmount();

    sessionStorage.setItem(
      `draft:${draftKey('users', two!._id)}`,
      JSON.stringify({ values: { fullName: 'Old draft' }, files: [], savedAt: 1 }),
    );
    renderApp(`/DataListing/${two!._id}`);
    dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(valueIn(dialog, /^Full Name/)).toBe('Old draft'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(valueIn(dialog, /^Full Name/)).toBe(two!.fullName));
    expect(readDraft(draftKey('users', two!._id))).toBeUndefined();
  });

  it('closing with unsaved changes asks first; confirming throws the draft away', async () => {
    const target = state.db.collection<User>('users')[0]!;
    const view = renderApp(`/DataListing/${target._id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await within(dialog).findByLabelText(/^Full Name/);
    setIn(dialog, /^Full Name/, 'About to go');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.location()).toBe('/DataListing'));
    expect(readDraft(draftKey('users', target._id))).toBeUndefined();
    expect(count('/coupons/updateUserInAdmin')).toBe(0);
  });
});

describe('Add New Business (not reachable by address)', () => {
  it('a stray click beside it or Escape keeps it open with the input; after a reload the page offers it back', async () => {
    const first = renderApp('/BusinessUploads');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Business' });
    setIn(dialog, /^Business name/, 'Corner Bakery');
    fireEvent.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Add New Business' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // Escape asks before anything typed is thrown away; the admin keeps it.
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(valueIn(screen.getByRole('dialog', { name: 'Add New Business' }), /^Business name/)).toBe(
      'Corner Bakery',
    );
    first.unmount();

    renderApp('/BusinessUploads');
    expect(await screen.findByText('You have unsaved changes in Add New Business.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add New Business' });
    await waitFor(() => expect(valueIn(reopened, /^Business name/)).toBe('Corner Bakery'));
    tally.input(1);
  });
});

describe('the weekly row', () => {
  it('unsaved row edits survive a reload: the grid offers them back and reopens the row with them', async () => {
    state.server.use(http.post(`${WEEKLY}/updateCsvData`, () => HttpResponse.error()));
    window.localStorage.setItem('csvsheet_id', 'sheet-2026-w46');
    const first = renderApp('/WeeklyData');
    const cells = await screen.findAllByRole('cell');
    const row = cells[0]!.closest('tr') as HTMLElement;
    const address = row.querySelectorAll('td')[3]!.textContent ?? '';
    fireEvent.click(within(row).getAllByRole('cell')[4]!);
    const editing = document.querySelector('tr[data-editing="true"]') as HTMLElement;
    setIn(editing, /^Town$/, 'Typed Town');
    fireEvent.click(within(editing).getByRole('button', { name: 'Save the row' }));
    await expectToast(/could not be reached/);
    first.unmount();

    renderApp('/WeeklyData');
    expect(await screen.findByText(`You have unsaved changes in the row at ${address}.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore unsaved changes' }));
    await waitFor(() => expect(document.querySelector('tr[data-editing="true"]')).not.toBeNull());
    const reopened = document.querySelector('tr[data-editing="true"]') as HTMLElement;
    expect(valueIn(reopened, /^Town$/)).toBe('Typed Town');
    expect(valueIn(reopened, /^Address$/)).toBe(address);
    tally.input(1);
    tally.failure();
  });
});
