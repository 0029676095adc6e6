import type { IsoDate, IsoDateTime, ObjectId } from '../recordTypes';

/** The statuses the bulk change offers (the spec's status is free text; these are the platform's). */
export const COUPON_STATUSES = ['Published', 'Draft', 'Expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A coupon of the platform (SPEC 3), as stored and listed: both coupon lists hold these. */
export interface Coupon {
  _id: ObjectId;
  title: string;
  description: string;
  discount: number;
  startDate: IsoDate;
  dateOfExpiration: IsoDate;
  couponImage: string;
  /** '' or a path under the API base (see `resolveMediaUrl`), or a data URI of an upload. */
  couponVideo: string;
  /** Free text once edited by an admin; seeded values are CouponStatus. */
  status: string;
  type: number;
  store: ObjectId;
  discountType: ObjectId;
  createdAt: IsoDateTime;
}
