import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayPhone } from '../../../../src/lib/phoneNumbers';
import type { Agent } from '../../../../src/resources/agents/record';
import { columnHeaders, mockPlatform, renderScreen, rowWith } from '../../support/resourceScreens';

const platform = mockPlatform();

describe('Manage Agents (/CreateAgent)', () => {
  it("shows the spec's heading and columns; a missing country code shows as +1", async () => {
    renderScreen('/CreateAgent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Agents' })).toBeInTheDocument();
    expect(await columnHeaders()).toEqual([
      '#',
      'Full Name',
      'Email',
      'Phone',
      'Reference ID',
      'QR Code',
      'Actions',
    ]);
    const agent =
      platform.db.collection<Agent>('agents').find((a) => !a.countryCode) ??
      platform.db.collection<Agent>('agents')[0]!;
    const row = await rowWith(agent.email);
    expect(within(row).getByText(`${agent.first_name} ${agent.last_name}`)).toBeInTheDocument();
    // In the one display format from the first paint ("+1 201 555 4700").
    expect(within(row).getByText(displayPhone(agent.phone, agent.countryCode ?? '+1'))).toBeInTheDocument();
    expect(displayPhone(agent.phone, '+1')).toMatch(/^\+1 \d{3} \d{3} \d{4}$/);
    expect(within(row).getByText(agent.referralNumber)).toBeInTheDocument();
  });

  it('ADD NEW AGENT requires first name, last name, phone and a valid e-mail', async () => {
    const user = userEvent.setup();
    renderScreen('/CreateAgent');
    await user.click(await screen.findByRole('button', { name: 'Create Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD NEW AGENT' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please fill the contact number')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText('Email *'), 'agent@');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();
    expect(platform.requests).toEqual([]);
  });

  it('creates the agent, reloads the list and closes the dialog', async () => {
    const user = userEvent.setup();
    const view = renderScreen('/CreateAgent/create');
    const dialog = await screen.findByRole('dialog', { name: 'ADD NEW AGENT' });
    await user.type(within(dialog).getByLabelText('First Name *'), 'Zed');
    await user.type(within(dialog).getByLabelText('Last Name *'), 'Agent');
    // The phone input (react-phone-number-input) loads in its own chunk.
    const phone = await within(dialog).findByLabelText(/^Phone/, { selector: 'input' }, { timeout: 5000 });
    await user.type(phone, '2125550199');
    await user.type(within(dialog).getByLabelText('Email *'), 'zed.agent@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ADD NEW AGENT' })).not.toBeInTheDocument(),
    );
    expect(view.location()).toBe('/CreateAgent');
    expect(platform.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/users/adminAddAgent',
      json: {
        firstname: 'Zed',
        lastname: 'Agent',
        countryCode: '+1',
        phone: '2125550199',
        email: 'zed.agent@example.com',
        referenceID: '',
        isforceful: false,
      },
    });
    expect(await screen.findByText('zed.agent@example.com')).toBeInTheDocument();
  });

  it('deletes an agent with GET /users/deleteUser/{id} and "User deleted successfully"', async () => {
    const user = userEvent.setup();
    const agent = platform.db.collection<Agent>('agents')[0]!;
    renderScreen('/CreateAgent');
    await user.click(within(await rowWith(agent.email)).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(platform.db.collection<Agent>('agents').some((a) => a._id === agent._id)).toBe(false);
  });
});
