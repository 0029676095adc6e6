import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/record';
import { downloads, mockPlatform, renderScreen } from '../../support/resourceScreens';

const platform = mockPlatform();

/** The users list on screen, exported for editing: the platform's users and the CSV's table. */
async function openAndExport() {
  const user = userEvent.setup();
  const made = downloads();
  renderScreen('/DataListing');
  const users = platform.db.collection<User>('users');
  await screen.findByText(users[0]!.fullName);
  await user.click(await screen.findByRole('button', { name: 'Spreadsheet' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Export for editing (CSV)' }));
  await vi.waitFor(() => expect(made).toHaveLength(1));
  const text = await made[0]!.text();
  const table = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { user, users, table };
}

async function importCsv(user: ReturnType<typeof userEvent.setup>, table: string[][], delimiter = ',') {
  await user.click(await screen.findByRole('button', { name: 'Spreadsheet' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Import changes…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import changes: Users' });
  const file = new File([Papa.unparse(table, { delimiter, newline: '\r\n' })], 'users.csv', {
    type: 'text/csv',
  });
  await user.upload(within(dialog).getByLabelText('File to import'), file);
  return dialog;
}

const updates = () =>
  platform.requests.filter((request) => request.path.endsWith('/coupons/updateUserInAdmin'));

describe('Edit in a spreadsheet on the users list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports, previews the changed cells, writes only the changed record, says so', async () => {
    const { user, users, table } = await openAndExport();
    expect(table[0]).toEqual([
      'ID',
      'Full Name',
      'Email',
      'Phone',
      'Tagline',
      'Role',
      'As exported (do not edit)',
    ]);
    expect(table).toHaveLength(users.length + 1);
    const row = table.find((cells) => cells[0] === users[1]!._id)!;
    row[4] = 'Changed in a spreadsheet';

    const dialog = await importCsv(user, table, ';');
    await within(dialog).findByText(
      `${users.length} rows read: 1 record to change, ${users.length - 1} unchanged.`,
    );
    within(dialog).getByText(`Tagline: ${users[1]!.tagLine} → Changed in a spreadsheet`);
    expect(updates()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Apply changes to 1 record' }));
    await within(dialog).findByText('1 written, 0 skipped, 0 refused, 0 not written (stopped).');
    expect(updates()).toHaveLength(1);
    expect(updates()[0]!.json).toMatchObject({ id: users[1]!._id, tagLine: 'Changed in a spreadsheet' });
    expect(platform.db.collection<User>('users').find((u) => u._id === users[1]!._id)!.tagLine).toBe(
      'Changed in a spreadsheet',
    );
    // The untouched fields were sent as the platform holds them.
    expect(updates()[0]!.json).toMatchObject({ fullName: users[1]!.fullName, email: users[1]!.email });
  });

  it('a record changed on the platform after the export: a conflict, nothing written until chosen', async () => {
    const { user, users, table } = await openAndExport();
    const target = users[2]!;
    // A colleague, on the platform, after the export.
    target.tagLine = 'Theirs';
    table.find((cells) => cells[0] === target._id)![4] = 'Yours';

    const dialog = await importCsv(user, table);
    const group = await within(dialog).findByRole('radiogroup', { name: 'Tagline' });
    within(group).getByText(/Theirs: Theirs/);
    within(group).getByText(/Yours: Yours/);
    const apply = within(dialog).getByRole('button', { name: 'Apply changes to 1 record' });
    expect(apply).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: /^Theirs/ }));
    // Theirs kept: nothing to write for that record.
    await user.click(apply);
    await within(dialog).findByText('0 written, 0 skipped, 0 refused, 0 not written (stopped).');
    expect(updates()).toHaveLength(0);
    expect(target.tagLine).toBe('Theirs');
  });

  it('a refused value is named, in the admin’s language, and its row is not written', async () => {
    const { user, table } = await openAndExport();
    table[1]![2] = 'nobody-at-example';
    table[1]![1] = 'A new name';
    const dialog = await importCsv(user, table, '\t');
    await within(dialog).findByText('Row 2, Email: “nobody-at-example”: Must be a valid email');
    within(dialog).getByText(/0 records to change/);
    expect(within(dialog).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('a record deleted on the platform between the preview and Apply is skipped, not written', async () => {
    const { user, users, table } = await openAndExport();
    const target = users[3]!;
    table.find((cells) => cells[0] === target._id)![4] = 'Written to a deleted record';
    const dialog = await importCsv(user, table);
    await within(dialog).findByText(/1 record to change/);
    // Another admin deletes it now.
    const all = platform.db.collection<User>('users');
    all.splice(all.indexOf(target), 1);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes to 1 record' }));
    await within(dialog).findByText('0 written, 1 skipped, 0 refused, 0 not written (stopped).');
    within(dialog).getByText('Skipped: someone else deleted it.');
    expect(updates()).toHaveLength(0);
  });
});
