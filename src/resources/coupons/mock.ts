import { delay, HttpResponse, http } from 'msw';
import { isIsoDay } from '../../../mocks/dates';
import {
  badRequest,
  fileToDataUrl,
  findById,
  formFile,
  formText,
  type HandlerContext,
  isoNow,
  missingField,
  num,
  readForm,
  removeById,
  resolveMediaUrl,
} from '../../../mocks/handlers/http';
import { placeholderImage } from '../../../mocks/images';
import { newObjectId } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { DOLLAR_DISCOUNT_TYPE_ID, SAMPLE_VIDEO_PATH } from '../../../mocks/seed/business';
import { coupons } from '.';
import type { Coupon } from './record';

const VIDEO_TYPES = /^video\/|\.(mp4|3gp|wmv|mkv|flv)$/i;

/** Checks shared by create and edit; returns a 400 reply or null. */
function invalidCouponForm(form: FormData) {
  for (const key of ['startDate', 'dateOfExpiration']) {
    const value = formText(form, key);
    if (value && !isIsoDay(value)) return badRequest(`${key} must be formatted yyyy-MM-dd`);
  }
  const start = formText(form, 'startDate').slice(0, 10);
  const end = formText(form, 'dateOfExpiration').slice(0, 10);
  if (start && end && end < start) return badRequest('dateOfExpiration must not be before startDate');
  if (formText(form, 'discount') && !Number.isFinite(num(formText(form, 'discount')))) {
    return badRequest('discount must be a number');
  }
  const image = formFile(form, 'image');
  if (image && !image.type.startsWith('image/')) return badRequest('image must be an image file');
  const video = formFile(form, 'videos');
  if (video && !VIDEO_TYPES.test(video.type) && !VIDEO_TYPES.test(video.name)) {
    return badRequest('videos must be a video file');
  }
  return null;
}

/** Uploaded media become data URLs; ones too big for localStorage become placeholders. */
async function storedMedia(form: FormData, coupon: Pick<Coupon, 'title'>) {
  const image = formFile(form, 'image');
  const video = formFile(form, 'videos');
  return {
    couponImage: image
      ? ((await fileToDataUrl(image)) ?? placeholderImage(coupon.title, 400, 200))
      : undefined,
    couponVideo: video ? ((await fileToDataUrl(video)) ?? SAMPLE_VIDEO_PATH) : undefined,
  };
}

/** The "AI" description: deterministic, built from the coupon and its store. */
export function marketingDescription(coupon: Coupon, businessName: string): string {
  const amount =
    coupon.discountType === DOLLAR_DISCOUNT_TYPE_ID ? `$${coupon.discount}` : `${coupon.discount}%`;
  const where = businessName ? ` at ${businessName}` : '';
  return (
    `${coupon.title}: save ${amount}${where}! Whether it is your first visit or your fiftieth, ` +
    `this offer makes it the perfect time to stop by. Valid from ${coupon.startDate} until ` +
    `${coupon.dateOfExpiration}. Show this coupon at checkout to redeem; one per customer, ` +
    'not combinable with other offers.'
  );
}

export function couponsHandlers({ db, apiUrl, aiDelayMs }: HandlerContext) {
  const url = (path: string) => `${apiUrl}/coupons/${path}`;
  const reply = (coupon: Coupon): Coupon => ({
    ...coupon,
    couponVideo: resolveMediaUrl(apiUrl, coupon.couponVideo),
  });
  const findCoupon = (id: string) => findById(db.adminCoupons, id) ?? findById(db.vendorCoupons, id);
  const deleteCoupon = (id: string, first: Coupon[], second: Coupon[]) => {
    const removed = removeById(first, id) ?? removeById(second, id);
    if (removed) db.save();
    return removed;
  };

  return [
    http.get(url('adminCouponList'), () =>
      HttpResponse.json({ status: 1, data: db.adminCoupons.map(reply) }),
    ),
    http.get(url('viewAllCoupons'), () =>
      HttpResponse.json({ status: 1, data: db.vendorCoupons.map(reply) }),
    ),
    http.get(url('discountTypes'), () => HttpResponse.json({ status: 1, data: db.discountTypes })),

    http.post(url('addAdminCoupn'), async ({ request }) => {
      const form = await readForm(request);
      const fields = {
        title: formText(form, 'title'),
        description: formText(form, 'description'),
        startDate: formText(form, 'startDate').slice(0, 10),
        dateOfExpiration: formText(form, 'dateOfExpiration').slice(0, 10),
        store: formText(form, 'store'),
      };
      const invalid =
        missingField({ ...fields, image: formFile(form, 'image') }, [
          'title',
          'description',
          'startDate',
          'dateOfExpiration',
          'image',
          'store',
        ]) ?? invalidCouponForm(form);
      if (invalid) return invalid;
      if (!findById(db.stores, fields.store)) return badRequest('store not found');
      const discountType = formText(form, 'discountType');
      if (discountType && !findById(db.discountTypes, discountType))
        return badRequest('discountType not found');
      const type = num(formText(form, 'type'));
      const media = await storedMedia(form, fields);
      const coupon: Coupon = {
        _id: newObjectId(),
        ...fields,
        discount: num(formText(form, 'discount')) || 0,
        couponImage: media.couponImage ?? '',
        couponVideo: media.couponVideo ?? '',
        status: formText(form, 'status') || 'Published',
        type: Number.isFinite(type) ? type : 1,
        discountType,
        createdAt: isoNow(),
      };
      db.adminCoupons.unshift(coupon);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'Coupon Added Sucessfully', data: reply(coupon) });
    }),

    http.post(url('editCoupons'), async ({ request }) => {
      const form = await readForm(request);
      const coupon = findCoupon(formText(form, 'id') || formText(form, '_id'));
      if (!coupon) return HttpResponse.json({ success: 0, message: 'Coupon not found' }, { status: 404 });
      const invalid = invalidCouponForm(form);
      if (invalid) return invalid;
      const changes: Partial<Coupon> = {};
      for (const key of ['title', 'description', 'status'] as const) {
        const value = formText(form, key);
        if (value) changes[key] = value;
      }
      for (const key of ['startDate', 'dateOfExpiration'] as const) {
        const value = formText(form, key).slice(0, 10);
        if (value) changes[key] = value;
      }
      const start = changes.startDate ?? coupon.startDate;
      if ((changes.dateOfExpiration ?? coupon.dateOfExpiration) < start) {
        return badRequest('dateOfExpiration must not be before startDate');
      }
      if (formText(form, 'discount')) changes.discount = num(formText(form, 'discount'));
      const media = await storedMedia(form, coupon);
      if (media.couponImage) changes.couponImage = media.couponImage;
      if (media.couponVideo) changes.couponVideo = media.couponVideo;
      Object.assign(coupon, changes);
      db.save();
      return HttpResponse.json({ success: 1, message: 'coupon updated sucessfully', data: reply(coupon) });
    }),

    http.get(url('deleteadminCoupon/:id'), ({ params }) =>
      deleteCoupon(String(params.id), db.adminCoupons, db.vendorCoupons)
        ? HttpResponse.json({ message: 'Coupon deleted successfully' })
        : HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 }),
    ),

    http.post(url('deleteCouponByAdmin/:id'), ({ params }) =>
      deleteCoupon(String(params.id), db.vendorCoupons, db.adminCoupons)
        ? HttpResponse.json({ message: 'coupon deleted successfully' })
        : HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 }),
    ),

    http.get(url('createNextEdit/:id'), async ({ params }) => {
      const coupon = findCoupon(String(params.id));
      if (!coupon) return HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 });
      if (aiDelayMs > 0) await delay(aiDelayMs);
      const store = findById(db.stores, coupon.store);
      return HttpResponse.json({ data: { data: marketingDescription(coupon, store?.businessName ?? '') } });
    }),
  ];
}

/** The mock platform's part for coupons: the platform's own calls, answered from the shared demo data. */
export const mock = defineMock({ resource: coupons, handlers: (context) => couponsHandlers(context) });
