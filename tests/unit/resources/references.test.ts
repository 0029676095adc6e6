import { describe, expect, it } from 'vitest';
import { discountKindOf } from '../../../src/resources/discountTypes';
import { API, recording } from '../schema/helpers';
import { mappingServer, page } from './setup';

const { server, log, provider } = mappingServer();

describe('reference resources', () => {
  it('discountTypes: GET /coupons/discountTypes reading data', async () => {
    server.use(
      recording(
        'get',
        `${API}/coupons/discountTypes`,
        { data: [{ _id: 'd1', discountValue: 'Percentage' }] },
        log,
      ),
    );
    expect((await provider().getList('discountTypes', page())).data).toEqual([
      { id: 'd1', _id: 'd1', discountValue: 'Percentage' },
    ]);
    expect(log[0]).toEqual({ method: 'GET', path: '/coupons/discountTypes' });
  });

  it('businessTypes: GET /businessType/getBusinessWebType reading data as {id, name}', async () => {
    server.use(
      recording(
        'get',
        `${API}/businessType/getBusinessWebType`,
        {
          status: 1,
          data: [
            { id: 'b2', name: 'Spa' },
            { id: 'b1', name: 'Bakery' },
          ],
        },
        log,
      ),
    );
    const { data } = await provider().getList('businessTypes', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'bak' },
    });
    expect(data).toEqual([{ id: 'b1', name: 'Bakery' }]);
  });

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

  it('recognises percent and dollar types by label, with configured ids taking precedence', () => {
    const ids = { percent: 'P', dollar: 'D' };
    expect(discountKindOf({ _id: 'x', discountValue: 'Percentage' }, { percent: '', dollar: '' })).toBe(
      'percent',
    );
    expect(discountKindOf({ _id: 'x', discountValue: '% off' }, { percent: '', dollar: '' })).toBe('percent');
    expect(discountKindOf({ _id: 'x', discountValue: 'Dollar' }, { percent: '', dollar: '' })).toBe('dollar');
    expect(discountKindOf({ _id: 'x', discountValue: '$ off' }, { percent: '', dollar: '' })).toBe('dollar');
    expect(discountKindOf({ _id: 'P', discountValue: 'Dollar' }, ids)).toBe('percent');
    expect(discountKindOf({ _id: 'D', discountValue: 'whatever' }, ids)).toBe('dollar');
    expect(discountKindOf({ _id: 'x', discountValue: 'BOGO' }, ids)).toBeUndefined();
    expect(discountKindOf(undefined)).toBeUndefined();
  });
});
