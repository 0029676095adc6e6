import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer, page } from '../setup';

const { server, log, provider } = mappingServer();

describe('vendors mapping', () => {
  it('vendors: GET /coupons/adminVendorslist reading users; one option per store, its id being the store id', async () => {
    server.use(
      recording(
        'get',
        `${API}/coupons/adminVendorslist`,
        {
          users: [
            { _id: 'v1', userName: 'bo', store: [{ _id: 's1' }] },
            {
              _id: 'v2',
              userName: 'cy',
              store: [
                { _id: 's2', businessName: 'Cafe' },
                { _id: 's3', businessName: 'Deli' },
              ],
            },
            { _id: 'v3', userName: 'no-store', store: [] },
          ],
        },
        log,
      ),
    );
    const { data } = await provider().getList('vendors', {
      ...page(),
      sort: { field: 'label', order: 'ASC' },
    });
    expect(data.map(({ id, storeId, label, vendorId }) => ({ id, storeId, label, vendorId }))).toEqual([
      { id: 's1', storeId: 's1', label: 'bo', vendorId: 'v1' },
      { id: 's2', storeId: 's2', label: 'cy (Cafe)', vendorId: 'v2' },
      { id: 's3', storeId: 's3', label: 'cy (Deli)', vendorId: 'v2' },
    ]);
  });
});
