import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer, page } from '../setup';

const { server, log, provider } = mappingServer();

const agent = {
  _id: 'a1',
  email: 'ag@example.com',
  phone: '4155552671',
  first_name: 'Ann',
  last_name: 'Agent',
  referralNumber: 'REF1001',
};

describe('agents mapping', () => {
  it("lists with GET /users/adminAgentList; countryCode defaults to '+1'", async () => {
    server.use(
      recording(
        'get',
        `${API}/users/adminAgentList`,
        { status: 1, data: [agent, { ...agent, _id: 'a2', countryCode: '+44' }] },
        log,
      ),
    );
    const { data } = await provider().getList('agents', page());
    expect(log[0]).toEqual({ method: 'GET', path: '/users/adminAgentList' });
    expect(data[0]).toMatchObject({
      id: 'a1',
      countryCode: '+1',
      fullName: 'Ann Agent',
      phoneNumber: '+1 4155552671',
    });
    expect(data[1]).toMatchObject({ id: 'a2', countryCode: '+44' });
  });

  it('creates with POST /users/adminAddAgent: phone split, dash removed, isforceful false', async () => {
    server.use(recording('post', `${API}/users/adminAddAgent`, { status: 1 }, log));
    await provider().create('agents', {
      data: {
        first_name: ' Ann ',
        last_name: 'Agent',
        phone: '+1 415-555-2671',
        email: 'ag@example.com',
        referralNumber: '',
      },
    });
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/users/adminAddAgent',
      json: {
        firstname: 'Ann',
        lastname: 'Agent',
        countryCode: '+1',
        phone: '4155552671',
        email: 'ag@example.com',
        referenceID: '',
        isforceful: false,
      },
    });
  });

  it('deletes with GET /users/deleteUser/{id}', async () => {
    server.use(recording('get', `${API}/users/deleteUser/:id`, { status: 1 }, log));
    await provider().delete('agents', { id: 'a1', previousData: { ...agent, id: 'a1' } });
    expect(log[0]).toEqual({ method: 'GET', path: '/users/deleteUser/a1' });
  });
});
