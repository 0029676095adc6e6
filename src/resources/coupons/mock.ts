import { delay, HttpResponse, http } from 'msw';
import { DAY_MS, isIsoDay, msToDay } from '../../../mocks/dates';
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
import { createRng, newObjectId, type Rng } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { COUPON_OFFERS } from '../../../mocks/seed/words';
import type { DiscountType } from '../discountTypes/record';
import type { Store } from '../stores/record';
import { coupons } from '.';
import type { Coupon, CouponStatus } from './record';

/** The two fixed discount-type ids the console keys its percent / dollar input on (spec section 9). */
export const PERCENT_DISCOUNT_TYPE_ID = '65f1a2b3c4d5e6f708192a01';
export const DOLLAR_DISCOUNT_TYPE_ID = '65f1a2b3c4d5e6f708192a02';

/** A sample video path under the API base; its handler answers 404 (no media in the demo). */
export const SAMPLE_VIDEO_PATH = 'media/sample.mp4';

const seedDiscountTypes = (): DiscountType[] => [
  { _id: PERCENT_DISCOUNT_TYPE_ID, discountValue: 'Percentage' },
  { _id: DOLLAR_DISCOUNT_TYPE_ID, discountValue: 'Dollar' },
];

const STATUS_WEIGHTS: readonly CouponStatus[] = ['Published', 'Published', 'Published', 'Draft', 'Expired'];

function seedCoupons(
  rng: Rng,
  count: number,
  stores: readonly Store[],
  nowMs: number,
  admin: boolean,
): Coupon[] {
  const coupons: Coupon[] = [];
  const owned = stores.filter((store) => store.vendor !== null);
  for (let i = 0; i < count; i += 1) {
    const store = rng.pick(owned);
    const percent = rng.chance(0.6);
    const discount = percent
      ? rng.pick([5, 10, 15, 20, 25, 30, 40, 50])
      : rng.pick([5, 10, 15, 20, 25, 50, 100]);
    const status = rng.pick(STATUS_WEIGHTS);
    const createdMs = Math.floor(nowMs - rng.int(1, 200) * DAY_MS - rng.next() * DAY_MS);
    // Expired coupons ended before today; the others run from around their creation into the future.
    const startMs =
      status === 'Expired' ? createdMs - rng.int(0, 10) * DAY_MS : createdMs + rng.int(0, 14) * DAY_MS;
    const endMs =
      status === 'Expired'
        ? Math.min(startMs + rng.int(7, 60) * DAY_MS, nowMs - rng.int(1, 20) * DAY_MS)
        : Math.max(startMs, nowMs) + rng.int(14, 240) * DAY_MS;
    const offer = rng.pick(COUPON_OFFERS);
    const title = percent ? `${discount}% off ${offer}` : `$${discount} off ${offer}`;
    coupons.push({
      _id: rng.objectId(createdMs),
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: `Save ${percent ? `${discount}%` : `$${discount}`} ${offer} at ${store.businessName} in ${store.businessCity}. One coupon per visit; cannot be combined with other offers.`,
      discount,
      startDate: msToDay(startMs),
      dateOfExpiration: msToDay(endMs),
      couponImage: placeholderImage(store.businessName, 400, 200),
      couponVideo: rng.chance(0.12) ? SAMPLE_VIDEO_PATH : '',
      status,
      type: admin ? 1 : rng.pick([1, 2]),
      store: store._id,
      discountType: percent ? PERCENT_DISCOUNT_TYPE_ID : DOLLAR_DISCOUNT_TYPE_ID,
      createdAt: new Date(createdMs).toISOString(),
    });
  }
  return coupons.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

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
  const admin = () => db.collection<Coupon>('adminCoupons');
  const vendor = () => db.collection<Coupon>('vendorCoupons');
  const discountTypes = () => db.collection<DiscountType>('discountTypes');
  const stores = () => db.collection<Store>('stores');
  const findCoupon = (id: string) => findById(admin(), id) ?? findById(vendor(), id);
  const deleteCoupon = (id: string, first: Coupon[], second: Coupon[]) => {
    const removed = removeById(first, id) ?? removeById(second, id);
    if (removed) db.save();
    return removed;
  };

  return [
    http.get(url('adminCouponList'), () => HttpResponse.json({ status: 1, data: admin().map(reply) })),
    http.get(url('viewAllCoupons'), () => HttpResponse.json({ status: 1, data: vendor().map(reply) })),
    http.get(url('discountTypes'), () => HttpResponse.json({ status: 1, data: discountTypes() })),

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
      if (!findById(stores(), fields.store)) return badRequest('store not found');
      const discountType = formText(form, 'discountType');
      if (discountType && !findById(discountTypes(), discountType))
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
      admin().unshift(coupon);
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
      deleteCoupon(String(params.id), admin(), vendor())
        ? HttpResponse.json({ message: 'Coupon deleted successfully' })
        : HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 }),
    ),

    http.post(url('deleteCouponByAdmin/:id'), ({ params }) =>
      deleteCoupon(String(params.id), vendor(), admin())
        ? HttpResponse.json({ message: 'coupon deleted successfully' })
        : HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 }),
    ),

    http.get(url('createNextEdit/:id'), async ({ params }) => {
      const coupon = findCoupon(String(params.id));
      if (!coupon) return HttpResponse.json({ status: 0, message: 'Coupon not found' }, { status: 404 });
      if (aiDelayMs > 0) await delay(aiDelayMs);
      const store = findById(stores(), coupon.store);
      return HttpResponse.json({ data: { data: marketingDescription(coupon, store?.businessName ?? '') } });
    }),
  ];
}

/**
 * The mock platform's part for the calls under /coupons/: the vendors' coupons (this resource),
 * the admin's (adminCoupons) and the discount types, their demo rows and the platform's own calls.
 */
export const mock = defineMock({
  resource: coupons,
  seed: {
    adminCoupons: ({ nowMs, rows }) => seedCoupons(createRng(3), 20, rows<Store>('stores'), nowMs, true),
    vendorCoupons: ({ nowMs, rows }) => seedCoupons(createRng(4), 28, rows<Store>('stores'), nowMs, false),
    discountTypes: seedDiscountTypes,
  },
  handlers: couponsHandlers,
});
