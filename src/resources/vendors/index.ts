import { isRecord, type Json, readArray } from '../../api/envelope';
import { defineResource, recordOf, text } from '../../engine';
import type { Store } from '../stores/record';
import type { Vendor } from './record';

/**
 * One option per vendor store: the coupon payload's `store` is a store id, so the option's id
 * IS that store id (`storeId`), labelled with the vendor's userName (and the business name when
 * the vendor has several stores).
 */
export interface VendorOption extends Pick<Vendor, 'userName'>, Pick<Store, 'businessName'> {
  id: string;
  _id: string;
  storeId: string;
  vendorId: string;
  label: string;
}

/** GET /coupons/adminVendorslist reads `users`, each with `userName` and `store[]._id`. */
export function readVendorOptions(body: Json): VendorOption[] {
  return readArray(body, 'users').flatMap((user) => {
    if (!isRecord(user)) return [];
    const stores = Array.isArray(user.store) ? user.store.filter(isRecord) : [];
    const userName = text(user.userName);
    return stores
      .filter((store) => text(store._id))
      .map((store) => {
        const businessName = text(store.businessName);
        const storeId = text(store._id);
        return {
          id: storeId,
          _id: storeId,
          storeId,
          vendorId: text(user._id),
          userName,
          businessName,
          label:
            stores.length > 1 && businessName ? `${userName} (${businessName})` : userName || businessName,
        };
      });
  });
}

export const vendors = defineResource({
  name: 'vendors',
  record: recordOf<VendorOption>(),
  endpoints: { list: { path: '/coupons/adminVendorslist', read: readVendorOptions, reads: 'users' } },
  fields: [{ source: 'label', kind: 'text' }],
  list: { search: ['userName', 'businessName'], sort: { field: 'label', order: 'ASC' } },
});
