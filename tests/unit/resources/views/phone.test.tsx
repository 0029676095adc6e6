import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockPlatform, renderScreen } from './support';

const platform = mockPlatform();
type HappyWindow = Window & {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
};
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

describe('on a 360px phone', () => {
  beforeEach(() => setViewport(360, 740));
  afterEach(() => setViewport(1024, 768));

  it('lists users as a compact list with the row actions, no wide table', async () => {
    renderScreen('/DataListing');
    const first = platform.db.users[0]!;
    const item = (await screen.findByText(first.fullName)).closest('li') as HTMLElement;
    expect(within(item).getByText(first.email)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the edit dialog full screen', async () => {
    const user = userEvent.setup();
    renderScreen('/DataListing');
    const first = platform.db.users[0]!;
    const item = (await screen.findByText(first.fullName)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
