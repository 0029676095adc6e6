import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/record';
import { downloads, mockPlatform, renderScreen } from '../../support/resourceScreens';

const platform = mockPlatform();
type HappyWindow = Window & {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
};
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

describe('a list’s exports on a 390 px phone', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => {
    setViewport(1024, 768);
    vi.restoreAllMocks();
  });

  it('are one Export button whose menu names both files, each downloading its own', async () => {
    const user = userEvent.setup();
    const made = downloads();
    renderScreen('/DataListing');
    await screen.findByText(platform.db.collection<User>('users')[0]!.fullName);
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    // Not two look-alike download icons side by side (#50).
    expect(screen.queryByRole('button', { name: 'CSV for re-import' })).not.toBeInTheDocument();
    expect(exportButton).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(exportButton);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['CSV as shown', 'CSV for re-import']);
    await user.click(within(menu).getByRole('menuitem', { name: 'CSV for re-import' }));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect((await made[0]!.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^id,fullName,email,/);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(exportButton);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV as shown' }));
    await vi.waitFor(() => expect(made).toHaveLength(2));
    expect((await made[1]!.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^Full Name,Email,/);
  });
});
