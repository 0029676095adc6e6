import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../engine/helpers';
import { mappingServer } from './setup';

/**
 * SPEC 7 reads nothing from these replies: a terse real server answering only a message (no
 * `status`) has succeeded. The console used to require `status: 1` on addAdminCoupn: the dialog
 * said "something wrong", stayed open, and the admin's retry created a second coupon.
 */
const { server, provider } = mappingServer();
const terse = (text: string) => () => HttpResponse.json({ message: text });
const coupon = {
  title: 'Two for one',
  description: 'Tuesdays',
  discount: '10',
  startDate: '2030-01-01',
  dateOfExpiration: '2030-02-01',
  store: 's1',
  discountType: 'd1',
};

describe('terse replies the spec does not read are successes', () => {
  it('addAdminCoupn answering 200 {"message": "Coupon Added Sucessfully"}', async () => {
    server.use(http.post(`${API}/coupons/addAdminCoupn`, terse('Coupon Added Sucessfully')));
    await expect(provider().create('adminCoupons', { data: coupon })).resolves.toBeDefined();
  });

  it('adminAddAgent, the deletes and markRegister answering only a message', async () => {
    server.use(
      http.post(`${API}/users/adminAddAgent`, terse('ok')),
      http.get(`${API}/users/deleteUser/:id`, terse('deleted')),
      http.get(`${API}/stores/deleteStore/:id`, terse('deleted')),
      http.get(`${API}/coupons/deleteadminCoupon/:id`, terse('deleted')),
      http.post(`${API}/coupons/deleteCouponByAdmin/:id`, terse('deleted')),
      http.get(`${API}/stores/markRegister/:id`, terse('marked')),
    );
    const p = provider();
    await expect(
      p.create('agents', {
        data: { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '+12015550100' },
      }),
    ).resolves.toBeDefined();
    for (const resource of ['users', 'stores', 'adminCoupons', 'coupons', 'agents']) {
      await expect(p.delete(resource, { id: 'x1', previousData: { id: 'x1' } })).resolves.toBeDefined();
    }
    await expect(p.markRegistered({ id: 'x1' })).resolves.toEqual({ data: { id: 'x1' } });
  });

  it('an explicit status 0 with a message is still a failure showing that message', async () => {
    server.use(
      http.post(`${API}/coupons/addAdminCoupn`, () =>
        HttpResponse.json({ status: 0, message: 'Vendor has no store' }),
      ),
    );
    await expect(provider().create('adminCoupons', { data: coupon })).rejects.toThrow('Vendor has no store');
  });
});
