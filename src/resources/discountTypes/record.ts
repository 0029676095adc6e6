import type { ObjectId } from '../recordTypes';

/** A discount type of the platform, as stored and listed by /coupons/discountTypes. */
export interface DiscountType {
  _id: ObjectId;
  /** 'Percentage' or 'Dollar' on the platform; kept as text: the console recognises a type by its label. */
  discountValue: string;
}
