import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/record';
import { mockPlatform, renderScreen } from '../../support/resourceScreens';

const platform = mockPlatform();
const USERS = 'http://api.test/v1/users/adminUserLists';

/** Holds the search form's code until a test lets it come (the first import only). */
const searchCode = vi.hoisted(() => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
});
vi.mock('../../../../src/engine/views/SearchForm', async (importOriginal) => {
  await searchCode.held;
  return importOriginal();
});

describe('a list’s search box', () => {
  it('comes without taking the focus or the text from a dialog being typed in', async () => {
    const user = userEvent.setup();
    renderScreen('/CreateAgent');
    await user.click(await screen.findByRole('button', { name: 'Create Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD NEW AGENT' });
    const firstName = within(dialog).getByLabelText(/^First Name/);
    await user.click(firstName);
    await user.keyboard('Grace');
    // The search is still its stand-in: its code has not come.
    expect(screen.getByRole('textbox', { name: 'Search', hidden: true })).toBeDisabled();

    searchCode.release();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search', hidden: true })).toBeEnabled());
    await user.keyboard(' Hopper');
    expect(firstName).toHaveValue('Grace Hopper');
    expect(firstName).toHaveFocus();
  });

  it('stands in, disabled, while the first read is on its way; the real one searches once the rows show', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    platform.server.use(
      // Held, then left to the mock platform's own handler.
      http.get(USERS, async () => {
        await held;
      }),
    );
    renderScreen('/DataListing');
    const standIn = await screen.findByRole('textbox', { name: 'Search' });
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute('placeholder', 'Search');

    answer();
    const [first, second] = platform.db.collection<User>('users');
    await screen.findByText(first!.fullName);
    const search = await waitFor(() => {
      const box = screen.getByRole('textbox', { name: 'Search' });
      expect(box).toBeEnabled();
      return box;
    });
    expect(screen.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);

    await userEvent.setup().type(search, second!.fullName);
    await waitFor(() => expect(screen.queryByText(first!.fullName)).not.toBeInTheDocument());
    expect(await screen.findByText(second!.fullName)).toBeInTheDocument();
  });
});
