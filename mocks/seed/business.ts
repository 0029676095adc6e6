import type { Coupon, CouponStatus } from '../../src/resources/coupons/record';
import type { DiscountType } from '../../src/resources/discountTypes/record';
import type { Store } from '../../src/resources/stores/record';
import type { Vendor } from '../../src/resources/vendors/record';
import { DAY_MS, msToDay } from '../dates';
import { placeholderImage } from '../images';
import type { Rng } from '../random';
import { fictionalPhone } from './people';
import {
  BUSINESS_ADJECTIVES,
  BUSINESS_NOUNS,
  BUSINESS_TYPES,
  COUPON_OFFERS,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  STREET_SUFFIXES,
  STREETS,
} from './words';

/** The two fixed discount-type ids the console keys its percent / dollar input on (spec section 9). */
export const PERCENT_DISCOUNT_TYPE_ID = '65f1a2b3c4d5e6f708192a01';
export const DOLLAR_DISCOUNT_TYPE_ID = '65f1a2b3c4d5e6f708192a02';

/** A sample video path under the API base; its handler answers 404 (no media in the demo). */
export const SAMPLE_VIDEO_PATH = 'media/sample.mp4';

export const seedDiscountTypes = (): DiscountType[] => [
  { _id: PERCENT_DISCOUNT_TYPE_ID, discountValue: 'Percentage' },
  { _id: DOLLAR_DISCOUNT_TYPE_ID, discountValue: 'Dollar' },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export const streetAddress = (rng: Rng) =>
  `${rng.int(1, 999)} ${rng.pick(STREETS)} ${rng.pick(STREET_SUFFIXES)}`;

export function seedVendorsAndStores(
  rng: Rng,
  vendorCount: number,
  unownedStores: number,
  nowMs: number,
): { vendors: Vendor[]; stores: Store[] } {
  const vendors: Vendor[] = [];
  const stores: Store[] = [];
  const names = new Set<string>();
  for (let i = 0; i < vendorCount + unownedStores; i += 1) {
    const typeIndex = rng.int(0, BUSINESS_TYPES.length - 1);
    let businessName = '';
    do {
      businessName = `${rng.pick(BUSINESS_ADJECTIVES)} ${rng.pick(BUSINESS_NOUNS[typeIndex]!)}`;
    } while (names.has(businessName));
    names.add(businessName);
    const place = rng.pick(PLACES);
    const contactPerson = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const createdMs = Math.floor(nowMs - rng.next() * 540 * DAY_MS);
    const createdAt = new Date(createdMs).toISOString();
    const owned = i < vendorCount;
    const email = `${slug(contactPerson.split(' ')[0]!)}@${slug(businessName)}.example.com`;
    const phone = fictionalPhone(rng);
    const store: Store = {
      _id: rng.objectId(createdMs),
      businessName,
      doingBusinessas: businessName,
      businessAddress: `${streetAddress(rng)}, ${place.city}, ${place.state} ${place.zip}`,
      businessCity: place.city,
      businessState: place.state,
      businessZip: place.zip,
      phone,
      countryCode: '+1',
      isRegistered: owned ? rng.chance(0.7) : false,
      businessImage: placeholderImage(businessName),
      businessType: String(typeIndex + 1),
      contactPerson,
      email,
      website: rng.chance(0.75) ? `https://www.${slug(businessName)}.example.com` : '',
      latitude: Math.round((place.latitude + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      longitude: Math.round((place.longitude + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      vendor: null,
      createdAt,
    };
    if (owned) {
      const vendor: Vendor = {
        _id: rng.objectId(createdMs),
        userName: contactPerson,
        email,
        phone,
        countryCode: '+1',
        stores: [store._id],
        createdAt,
      };
      store.vendor = vendor._id;
      vendors.push(vendor);
    }
    stores.push(store);
  }
  const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
    b.createdAt.localeCompare(a.createdAt);
  return { vendors: vendors.sort(newestFirst), stores: stores.sort(newestFirst) };
}

const STATUS_WEIGHTS: readonly CouponStatus[] = ['Published', 'Published', 'Published', 'Draft', 'Expired'];

export function seedCoupons(
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
