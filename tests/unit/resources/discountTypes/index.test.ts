import { describe, expect, it } from 'vitest';
import { discountKindOf } from '../../../../src/resources/discountTypes';
import { API, recording } from '../../engine/helpers';
import { mappingServer, page } from '../setup';

const { server, log, provider } = mappingServer();

describe('discountTypes mapping', () => {
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
