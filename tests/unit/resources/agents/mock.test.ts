// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../src/resources/agents/record';
import { get, type ListReply, post, useMockServer } from '../../mocks/support';

describe('agents', () => {
  const db = useMockServer();
  const payload = {
    firstname: 'Sam',
    lastname: 'Rivera',
    countryCode: '+1',
    phone: '2015550199',
    email: 'sam.rivera@example.com',
    referenceID: '',
    isforceful: false,
  };

  it('lists agents', async () => {
    const { body } = await get<ListReply<Agent>>('/users/adminAgentList');
    expect(body.status).toBe(1);
    expect(body.data).toHaveLength(db.collection<Agent>('agents').length);
    expect(body.data.some((agent) => agent.countryCode === undefined)).toBe(true);
  });

  it('adds an agent with a generated or given referral number, and refuses a duplicate e-mail', async () => {
    const { body } = await post('/users/adminAddAgent', payload);
    expect(body).toMatchObject({ message: 'Agent added successfully' });
    expect(body).not.toHaveProperty('status'); // terse: SPEC 7 reads nothing here
    const list = (await get<ListReply<Agent>>('/users/adminAgentList')).body.data;
    expect(list[0]).toMatchObject({
      first_name: 'Sam',
      last_name: 'Rivera',
      countryCode: '+1',
      phone: '2015550199',
    });
    expect(list[0]!.referralNumber).toMatch(/^REF\d{4}$/);
    expect(new Set(list.map((agent) => agent.referralNumber)).size).toBe(list.length);

    expect(await post('/users/adminAddAgent', payload)).toEqual({
      status: 400,
      body: { status: 0, message: 'Email already exists' },
    });
    await post('/users/adminAddAgent', { ...payload, email: 'other@example.com', referenceID: 'REF0042' });
    expect(db.collection<Agent>('agents')[0]!.referralNumber).toBe('REF0042');
    expect((await post('/users/adminAddAgent', { ...payload, email: '' })).status).toBe(400);
  });
});
