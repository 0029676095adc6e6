import EditNoteIcon from '@mui/icons-material/EditNote';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { SOMETHING_WRONG } from '../../api/reply';
import { arrayAt, defineResource, fileOf, idSegment, recordOf, text, toFormData } from '../../engine';
import { toIsoDay } from '../../lib/dates';
import type { WithId } from '../recordTypes';
import { couponActions } from './actions';
import { type CouponFormFiles, imageMedia, videoMedia } from './couponMedia';
import { COUPON_STATUSES, type Coupon } from './record';

// With the list, not the first load.
const DiscountCell = lazy(() =>
  import('./DiscountCell').then((module) => ({ default: module.DiscountCell })),
);

// Loaded with the dialog that shows it, not with the app.
const DescriptionInput = lazy(() =>
  import('./DescriptionInput').then((module) => ({ default: module.DescriptionInput })),
);

const required = { rule: 'required' } as const;

const FORM = ['edit'] as const;

/** Edit Coupon → multipart /coupons/editCoupons with the spec's nine field names. */
export function toCouponEditForm(id: unknown, data: Record<string, unknown>): FormData {
  return toFormData({
    id: String(id),
    title: text(data.title),
    description: text(data.description),
    discount: text(data.discount),
    startDate: toIsoDay(data.startDate),
    dateOfExpiration: toIsoDay(data.dateOfExpiration),
    status: text(data.status),
    image: fileOf(data.image),
    videos: fileOf(data.videos),
  });
}

export const coupons = defineResource({
  name: 'coupons',
  record: recordOf<WithId<Coupon> & CouponFormFiles>(),
  icon: LocalOfferIcon,
  menuLabel: 'app.menu.coupons',
  route: '/allCoupons',
  menu: { group: 'main', order: 3, marker: 6 },
  recordRepresentation: 'title',
  globalSearch: { text: ['title', '_id'] },
  endpoints: {
    list: { path: '/coupons/viewAllCoupons', read: arrayAt('data') },
    update: {
      method: 'POST',
      path: '/coupons/editCoupons',
      body: ({ id, data }) => toCouponEditForm(id, data),
      // SPEC 8: "something wrong" when success is not 1.
      reply: { reads: 'success', refused: SOMETHING_WRONG },
    },
    delete: {
      method: 'POST',
      path: ({ id }) => `/coupons/deleteCouponByAdmin/${idSegment(id)}`,
    },
  },
  fields: [
    { source: 'title', kind: 'text', rules: [required] },
    { source: 'description', kind: 'text', multiline: true, rules: [required], input: DescriptionInput },
    { source: 'discount', kind: 'number', rules: [required], cell: DiscountCell },
    { source: 'startDate', kind: 'date' },
    { source: 'dateOfExpiration', kind: 'date', rules: [{ rule: 'notBefore', field: 'startDate' }] },
    // SPEC 4: free text when edited; the known statuses are suggested in the admin's language.
    {
      source: 'status',
      kind: 'text',
      rules: [required],
      values: 'app.values.status',
      known: COUPON_STATUSES,
    },
    { source: 'couponImage', kind: 'image', in: ['list'], sortable: false },
    { source: 'couponVideo', kind: 'video', in: ['list'], sortable: false },
    { source: 'image', kind: 'image', in: FORM, existingSource: 'couponImage', ...imageMedia(false) },
    { source: 'videos', kind: 'video', in: FORM, existingSource: 'couponVideo', ...videoMedia },
  ],
  list: {
    search: ['title', 'description', 'status'],
    actionsLabel: 'resources.coupons.list.actions',
    compact: ['title', 'discount', 'status'],
    filters: [
      { source: 'status', kind: 'select' },
      {
        source: 'discountType',
        kind: 'reference',
        label: 'resources.coupons.filters.discountType',
        reference: { resource: 'discountTypes', optionText: 'discountValue' },
        values: 'app.values.discountType',
      },
      { source: 'dateOfExpiration', kind: 'before', label: 'resources.coupons.filters.expires_before' },
    ],
    bulkActions: [
      {
        name: 'set_status',
        icon: EditNoteIcon,
        choose: {
          label: 'resources.coupons.bulk.new_status',
          choices: COUPON_STATUSES.map((status) => ({
            id: status,
            name: `resources.coupons.statuses.${status}`,
          })),
        },
        // Edit Coupon's own call with the record's values and the new status (files untouched).
        run: ({ record, value, dataProvider, resource }) =>
          dataProvider.update(resource, {
            id: record.id,
            data: { ...record, status: value },
            previousData: record,
          }),
      },
      'delete',
    ],
  },
  form: {
    toForm: (record) => ({
      startDate: toIsoDay(record.startDate),
      dateOfExpiration: toIsoDay(record.dateOfExpiration),
    }),
  },
  actions: couponActions,
});
