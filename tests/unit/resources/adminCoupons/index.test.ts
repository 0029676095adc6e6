import { describe, expect, it } from 'vitest';
import { ADMIN_COUPON_STATUS, ADMIN_COUPON_TYPE } from '../../../../src/resources/adminCoupons';
import { API, recording } from '../../engine/helpers';
import { coupon, fileInfo, mappingServer, page, png, previous } from '../setup';

const { server, log, provider } = mappingServer();

describe('admin coupons mapping', () => {
  it('lists with GET /coupons/adminCouponList reading data[]', async () => {
    server.use(recording('get', `${API}/coupons/adminCouponList`, { status: 1, data: [coupon] }, log));
    expect((await provider().getList('adminCoupons', page())).data).toEqual([previous]);
  });

  it('creates with multipart /coupons/addAdminCoupn, type 1 and status Published', async () => {
    server.use(
      recording(
        'post',
        `${API}/coupons/addAdminCoupn`,
        { status: 1, message: 'Coupon Added Sucessfully', data: { ...coupon, _id: 'c9' } },
        log,
      ),
    );
    const image = png();
    const data = {
      store: 's1',
      discountType: 'dt1',
      title: 'Deal',
      description: 'A deal',
      discount: 10,
      startDate: '2030-01-01',
      dateOfExpiration: '2030-02-01',
      image: { rawFile: image },
    };
    const result = await provider().create('adminCoupons', { data });
    expect(log[0]?.path).toBe('/coupons/addAdminCoupn');
    expect(log[0]?.form).toEqual({
      title: 'Deal',
      description: 'A deal',
      discount: '10',
      startDate: '2030-01-01',
      dateOfExpiration: '2030-02-01',
      image: fileInfo(image),
      type: String(ADMIN_COUPON_TYPE),
      status: ADMIN_COUPON_STATUS,
      store: 's1',
      discountType: 'dt1',
    });
    expect(ADMIN_COUPON_TYPE).toBe(1);
    expect(ADMIN_COUPON_STATUS).toBe('Published');
    expect(result.data.id).toBe('c9');
  });

  it('deletes with GET /coupons/deleteadminCoupon/{id}', async () => {
    server.use(recording('get', `${API}/coupons/deleteadminCoupon/:id`, { status: 1 }, log));
    await provider().delete('adminCoupons', { id: 'c1', previousData: previous });
    expect(log[0]).toEqual({ method: 'GET', path: '/coupons/deleteadminCoupon/c1' });
  });
});
