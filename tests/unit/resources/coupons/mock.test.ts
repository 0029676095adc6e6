// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOLLAR_DISCOUNT_TYPE_ID, PERCENT_DISCOUNT_TYPE_ID } from '../../../../src/resources/coupons/mock';
import type { Coupon } from '../../../../src/resources/coupons/record';
import type { DiscountType } from '../../../../src/resources/discountTypes/record';
import type { Store } from '../../../../src/resources/stores/record';
import { API, form, get, type ListReply, post, useMockServer } from '../../mocks/support';

interface CouponReply {
  status?: number;
  success?: number;
  message: string;
  data: Coupon;
}

const adminCoupons = async () => (await get<ListReply<Coupon>>('/coupons/adminCouponList')).body.data;
const vendorCoupons = async () => (await get<ListReply<Coupon>>('/coupons/viewAllCoupons')).body.data;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'coupon.png', { type: 'image/png' });

describe('coupons', () => {
  const db = useMockServer();
  const newCoupon = () => ({
    title: 'Spring sale',
    description: '25% off all plants',
    discount: '25',
    startDate: '2026-12-01',
    dateOfExpiration: '2027-01-31',
    image: png(),
    type: '1',
    status: 'Published',
    store: db.collection<Store>('stores').find((store) => store.vendor)!._id,
    discountType: PERCENT_DISCOUNT_TYPE_ID,
  });

  it('lists admin and vendor coupons separately', async () => {
    expect(await adminCoupons()).toHaveLength(db.collection<Coupon>('adminCoupons').length);
    expect(await vendorCoupons()).toHaveLength(db.collection<Coupon>('vendorCoupons').length);
    const fields = [
      '_id',
      'title',
      'description',
      'discount',
      'startDate',
      'dateOfExpiration',
      'couponImage',
    ];
    expect(Object.keys((await adminCoupons())[0]!)).toEqual(
      expect.arrayContaining([...fields, 'couponVideo', 'status']),
    );
  });

  it('serves the two fixed discount types', async () => {
    const { body } = await get<ListReply<DiscountType>>('/coupons/discountTypes');
    expect(body).toEqual({
      status: 1,
      data: [
        { _id: PERCENT_DISCOUNT_TYPE_ID, discountValue: 'Percentage' },
        { _id: DOLLAR_DISCOUNT_TYPE_ID, discountValue: 'Dollar' },
      ],
    });
  });

  it('creates an admin coupon from multipart with an image and a video file', async () => {
    const video = new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
    const { status, body } = await post<CouponReply>(
      '/coupons/addAdminCoupn',
      form({ ...newCoupon(), videos: video }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Coupon Added Sucessfully',
      data: { title: 'Spring sale', discount: 25, type: 1, status: 'Published', startDate: '2026-12-01' },
    });
    expect(body).not.toHaveProperty('status'); // terse: SPEC 7 reads nothing here
    expect(body.data.couponImage).toBe('data:image/png;base64,iVBORw==');
    expect(body.data.couponVideo).toBe('data:video/mp4;base64,AAAAGA==');
    expect((await adminCoupons())[0]!._id).toBe(body.data._id);
  });

  it('validates the coupon fields', async () => {
    const { image: _image, ...withoutImage } = newCoupon();
    expect(await post('/coupons/addAdminCoupn', form(withoutImage))).toEqual({
      status: 400,
      body: { message: 'image is required' },
    });
    expect((await post('/coupons/addAdminCoupn', form({ ...newCoupon(), title: '' }))).body.message).toBe(
      'title is required',
    );
    const backwards = form({ ...newCoupon(), dateOfExpiration: '2026-11-01' });
    expect((await post('/coupons/addAdminCoupn', backwards)).status).toBe(400);
    expect(
      (await post('/coupons/addAdminCoupn', form({ ...newCoupon(), store: 'c'.repeat(24) }))).status,
    ).toBe(400);
    expect(await adminCoupons()).toHaveLength(db.collection<Coupon>('adminCoupons').length);
  });

  it('edits a coupon with or without a new image', async () => {
    const target = db.collection<Coupon>('vendorCoupons')[2]!;
    const oldImage = target.couponImage;
    const fields = {
      id: target._id,
      title: 'Edited title',
      description: 'Edited',
      discount: '15',
      startDate: '2026-12-05',
      dateOfExpiration: '2027-02-01',
      status: 'Paused',
    };
    const { body } = await post<CouponReply>('/coupons/editCoupons', form(fields));
    expect(body).toMatchObject({
      success: 1,
      message: 'coupon updated sucessfully',
      data: { title: 'Edited title' },
    });
    const edited = (await vendorCoupons()).find((coupon) => coupon._id === target._id)!;
    expect(edited).toMatchObject({
      discount: 15,
      status: 'Paused',
      startDate: '2026-12-05',
      couponImage: oldImage,
    });

    await post('/coupons/editCoupons', form({ ...fields, image: png() }));
    expect((await vendorCoupons()).find((c) => c._id === target._id)!.couponImage).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await post('/coupons/editCoupons', form({ ...fields, id: 'd'.repeat(24) }))).toEqual({
      status: 404,
      body: { success: 0, message: 'Coupon not found' },
    });
  });

  it('deletes admin coupons by GET and vendor coupons by POST', async () => {
    const adminId = db.collection<Coupon>('adminCoupons')[0]!._id;
    expect((await get(`/coupons/deleteadminCoupon/${adminId}`)).body).toEqual({
      message: 'Coupon deleted successfully',
    });
    expect((await adminCoupons()).some((c) => c._id === adminId)).toBe(false);
    const vendorId = db.collection<Coupon>('vendorCoupons')[0]!._id;
    expect((await post(`/coupons/deleteCouponByAdmin/${vendorId}`)).body).toEqual({
      message: 'coupon deleted successfully',
    });
    expect((await vendorCoupons()).some((c) => c._id === vendorId)).toBe(false);
    expect((await get(`/coupons/deleteadminCoupon/${adminId}`)).status).toBe(404);
  });

  it('generates a deterministic description under data.data', async () => {
    const coupon = db.collection<Coupon>('vendorCoupons')[0]!;
    const first = await get<{ data: { data: string } }>(`/coupons/createNextEdit/${coupon._id}`);
    const second = await get<{ data: { data: string } }>(`/coupons/createNextEdit/${coupon._id}`);
    expect(first.body.data.data).toContain(coupon.title);
    expect(first.body.data.data).toBe(second.body.data.data);
    expect((await get(`/coupons/createNextEdit/${'e'.repeat(24)}`)).status).toBe(404);
  });

  it('serves seeded video paths under the API base, answered with 404', async () => {
    const withVideo = [...(await adminCoupons()), ...(await vendorCoupons())].find((c) => c.couponVideo);
    expect(withVideo?.couponVideo).toBe(`${API}/media/sample.mp4`);
    expect((await fetch(withVideo!.couponVideo)).status).toBe(404);
  });
});
