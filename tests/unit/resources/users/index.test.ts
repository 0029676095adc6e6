import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer, page, platformHolds } from '../setup';

const { server, log, provider } = mappingServer();

const user = {
  _id: 'u1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '555',
  tagLine: 'Hi',
  userName: 'vendor',
};

describe('users mapping', () => {
  it('lists with GET /users/adminUserLists reading data[], id from _id', async () => {
    server.use(recording('get', `${API}/users/adminUserLists`, { status: 1, data: [user] }, log));
    const result = await provider().getList('users', page());
    expect(log).toEqual([{ method: 'GET', path: '/users/adminUserLists' }]);
    expect(result).toEqual({ data: [{ ...user, id: 'u1' }], total: 1 });
  });

  it('updates with POST /coupons/updateUserInAdmin {id, fullName, email, phone, tagLine, userName}', async () => {
    server.use(
      recording(
        'post',
        `${API}/coupons/updateUserInAdmin`,
        { success: 1, message: 'user updated sucessfully' },
        log,
      ),
      platformHolds(`${API}/users/adminUserLists`, [user]),
    );
    const data = { ...user, fullName: ' Ada King ', extra: 'not sent' };
    const result = await provider().update('users', { id: 'u1', data, previousData: { ...user, id: 'u1' } });
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/coupons/updateUserInAdmin',
      json: {
        id: 'u1',
        fullName: 'Ada King',
        email: 'ada@example.com',
        phone: '555',
        tagLine: 'Hi',
        userName: 'vendor',
      },
    });
    expect(result.data).toMatchObject({ id: 'u1', fullName: ' Ada King ' });
  });

  it('keeps a field another admin changed meanwhile, when this admin did not touch it', async () => {
    server.use(
      recording('post', `${API}/coupons/updateUserInAdmin`, { success: 1 }, log),
      platformHolds(`${API}/users/adminUserLists`, [{ ...user, tagLine: 'Changed by a colleague' }]),
    );
    const seen = { ...user, id: 'u1' };
    await provider().update('users', {
      id: 'u1',
      data: { ...seen, fullName: 'Ada King' },
      previousData: seen,
    });
    expect(log[0]?.json).toMatchObject({ fullName: 'Ada King', tagLine: 'Changed by a colleague' });
  });

  it('reports "something wrong" when success is not 1', async () => {
    server.use(
      recording('post', `${API}/coupons/updateUserInAdmin`, { success: 0, message: 'User not found' }, log),
      platformHolds(`${API}/users/adminUserLists`, [user]),
    );
    await expect(
      provider().update('users', { id: 'u1', data: user, previousData: { ...user, id: 'u1' } }),
    ).rejects.toMatchObject({ message: 'app.errors.something_wrong' });
  });

  it('deletes with GET /users/deleteUser/{id}', async () => {
    server.use(recording('get', `${API}/users/deleteUser/:id`, { status: 1 }, log));
    const result = await provider().delete('users', { id: 'u1', previousData: { ...user, id: 'u1' } });
    expect(log).toEqual([{ method: 'GET', path: '/users/deleteUser/u1' }]);
    expect(result.data).toMatchObject({ id: 'u1' });
  });

  it('bulk delete loops over the single delete call', async () => {
    server.use(recording('get', `${API}/users/deleteUser/:id`, { status: 1 }, log));
    await provider().deleteMany('users', { ids: ['a', 'b'] });
    expect(log.map((c) => c.path)).toEqual(['/users/deleteUser/a', '/users/deleteUser/b']);
  });
});
