import RedeemIcon from '@mui/icons-material/Redeem';
import { lazy } from 'react';
import { arrayAt, defineResource, fileOf, idSegment, recordOf, text, toFormData } from '../../engine';
import { toIsoDay } from '../../lib/dates';
import { type CouponFormFiles, imageMedia, videoMedia } from '../coupons/couponMedia';
import type { Coupon } from '../coupons/record';
import type { WithId } from '../recordTypes';

// With the list, not the first load.
const DiscountCell = lazy(() =>
  import('../coupons/DiscountCell').then((module) => ({ default: module.DiscountCell })),
);

// Loaded with the dialog that shows it, not with the app.
const DiscountInput = lazy(() =>
  import('./DiscountInput').then((module) => ({ default: module.DiscountInput })),
);

/** SPEC 4/9: admin-created coupons are type 1 and status Published. */
export const ADMIN_COUPON_TYPE = 1;
export const ADMIN_COUPON_STATUS = 'Published';

/** ADD A COUPON → multipart /coupons/addAdminCoupn with the spec's eleven field names. */
export function toAdminCouponForm(data: Record<string, unknown>): FormData {
  return toFormData({
    title: text(data.title),
    description: text(data.description),
    discount: text(data.discount),
    startDate: toIsoDay(data.startDate),
    dateOfExpiration: toIsoDay(data.dateOfExpiration),
    image: fileOf(data.image),
    videos: fileOf(data.videos),
    type: ADMIN_COUPON_TYPE,
    status: ADMIN_COUPON_STATUS,
    store: text(data.store),
    discountType: text(data.discountType),
  });
}

const required = { rule: 'required' } as const;
const CREATE = ['create'] as const;
const LIST = ['list'] as const;
const dateRules = [required, { rule: 'minDate', value: 'today' }] as const;

export const adminCoupons = defineResource({
  name: 'adminCoupons',
  record: recordOf<WithId<Coupon> & CouponFormFiles>(),
  icon: RedeemIcon,
  menuLabel: 'app.menu.adminCoupons',
  route: '/CreateCoupon',
  menu: { group: 'more', order: 0 },
  recordRepresentation: 'title',
  invalidates: ['coupons'],
  endpoints: {
    list: { path: '/coupons/adminCouponList', read: arrayAt('data') },
    create: {
      method: 'POST',
      path: '/coupons/addAdminCoupn',
      // SPEC 7 reads nothing here: any 2xx that does not say status/success 0 is a success.
      body: ({ data }) => toAdminCouponForm(data),
    },
    delete: {
      method: 'GET',
      path: ({ id }) => `/coupons/deleteadminCoupon/${idSegment(id)}`,
    },
  },
  fields: [
    {
      source: 'store',
      kind: 'reference',
      in: CREATE,
      reference: { resource: 'vendors', optionText: 'label' },
      rules: [{ rule: 'required', message: 'resources.adminCoupons.validation.vendor' }],
    },
    {
      source: 'discountType',
      kind: 'reference',
      in: CREATE,
      reference: { resource: 'discountTypes', optionText: 'discountValue' },
      values: 'app.values.discountType',
    },
    { source: 'title', kind: 'text', rules: [required] },
    { source: 'description', kind: 'text', multiline: true, rules: [required] },
    { source: 'discount', kind: 'number', input: DiscountInput, cell: DiscountCell },
    { source: 'startDate', kind: 'date', rules: dateRules },
    {
      source: 'dateOfExpiration',
      kind: 'date',
      rules: [...dateRules, { rule: 'notBefore', field: 'startDate' }],
    },
    { source: 'couponImage', kind: 'image', in: LIST, sortable: false },
    { source: 'couponVideo', kind: 'video', in: LIST, sortable: false },
    { source: 'image', kind: 'image', in: CREATE, ...imageMedia(true) },
    { source: 'videos', kind: 'video', in: CREATE, ...videoMedia },
  ],
  list: {
    rowNumbers: true,
    search: ['title', 'description'],
    rowActions: ['delete'],
    actionsLabel: 'resources.adminCoupons.list.actions',
    compact: ['title', 'discount', 'dateOfExpiration'],
    filters: [
      {
        source: 'store',
        kind: 'reference',
        label: 'resources.adminCoupons.filters.store',
        reference: { resource: 'vendors', optionText: 'label' },
      },
      { source: 'dateOfExpiration', kind: 'before', label: 'resources.coupons.filters.expires_before' },
    ],
  },
});
