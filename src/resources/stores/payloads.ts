import type { Identifier } from 'react-admin';
import { text } from '../../engine';
import { phoneParts } from '../../lib/phone';
import type { Store } from './record';

/** Sent as null until an address lookup provides them (the spec's payload always names both). */
const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** ADD NEW BUSINESS → POST /users/adminAddVendor (SPEC 3 "Admin vendor creation"). */
export function toAdminVendorPayload(data: Record<string, unknown>) {
  const contactPerson = text(data.contactPerson);
  return {
    businessName: text(data.businessName),
    businessAddress: text(data.businessAddress),
    businessType: text(data.businessType),
    contactPerson,
    userName: contactPerson,
    ...phoneParts(data.phone),
    longitude: coordinate(data.longitude),
    latitude: coordinate(data.latitude),
    email: text(data.email),
    isforceful: data.isforceful === true,
    website: text(data.website),
  };
}

/** Edit Vendor, first form → POST /users/updateVendor (SPEC 3 "Vendor update payload"). */
export function toVendorUpdatePayload(id: Identifier, data: Record<string, unknown>) {
  const contactPerson = text(data.contactPerson);
  return {
    id,
    businessName: text(data.businessName),
    businessType: text(data.businessType),
    businessAddress: text(data.businessAddress),
    contactPerson,
    userName: contactPerson,
    email: text(data.email),
    ...phoneParts(data.phone),
    website: text(data.website),
  };
}

export type CreateStorePayload = Pick<
  Store,
  | 'doingBusinessas'
  | 'businessName'
  | 'businessAddress'
  | 'businessCity'
  | 'businessState'
  | 'businessZip'
  | 'phone'
  | 'website'
>;

/** POST /stores/createStore takes exactly the spec's eight fields. */
export const toCreateStorePayload = (
  data: Partial<Record<keyof CreateStorePayload, unknown>>,
): CreateStorePayload => ({
  doingBusinessas: text(data.doingBusinessas),
  businessName: text(data.businessName),
  businessAddress: text(data.businessAddress),
  businessCity: text(data.businessCity),
  businessState: text(data.businessState),
  businessZip: text(data.businessZip),
  phone: text(data.phone),
  website: text(data.website),
});
