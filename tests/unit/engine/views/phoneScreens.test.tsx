import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/resources/agents/record';
import type { User } from '../../../../src/resources/users/record';
import { mockPlatform, renderScreen } from '../../support/resourceScreens';

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
    const first = platform.db.collection<User>('users')[0]!;
    const item = (await screen.findByText(first.fullName)).closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: first.email })).toHaveAttribute(
      'href',
      `mailto:${first.email}`,
    );
    expect(within(item).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the edit dialog full screen', async () => {
    const user = userEvent.setup();
    renderScreen('/DataListing');
    const first = platform.db.collection<User>('users')[0]!;
    const item = (await screen.findByText(first.fullName)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});

describe('on a 390px phone', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  // Its compact list shows the referral number twice (link and QR code): each value has its own
  // React key, or React logs "Encountered two children with the same key" (a failure here).
  it('lists agents as a compact list, each value once, with the QR code button', async () => {
    renderScreen('/CreateAgent');
    const first = platform.db.collection<Agent>('agents')[0]!;
    const item = (await screen.findByRole('link', { name: first.email })).closest('li') as HTMLElement;
    expect(within(item).getByText(`${first.first_name} ${first.last_name}`)).toBeInTheDocument();
    expect(within(item).getByText(first.referralNumber)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Show QR code' })).toBeInTheDocument();
  });

  it('lets an e-mail address wrap only before its "@", with the whole address on hover, as a mailto link', async () => {
    renderScreen('/DataListing');
    const first = platform.db.collection<User>('users')[0]!;
    const link = await screen.findByRole('link', { name: first.email });
    expect(link).toHaveAttribute('href', `mailto:${first.email}`);
    expect(link).toHaveAttribute('title', first.email);
    const at = first.email.lastIndexOf('@');
    // Two unbreakable parts with the one line-break opportunity (<wbr>) between them.
    expect(Array.from(link.childNodes, (node) => node.nodeName.toLowerCase())).toEqual([
      'span',
      'wbr',
      'span',
    ]);
    expect(Array.from(link.querySelectorAll('span'), (span) => span.textContent)).toEqual([
      first.email.slice(0, at),
      first.email.slice(at),
    ]);
    for (const span of link.querySelectorAll('span')) {
      expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(span).textOverflow).toBe('ellipsis');
    }
  });
});
