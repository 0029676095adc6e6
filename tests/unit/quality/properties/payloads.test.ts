import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toStoreCreation } from '../../../../src/pages/uploads/businessForm';
import { toAdminCouponForm } from '../../../../src/resources/adminCoupons';
import { toCouponEditForm } from '../../../../src/resources/coupons';
import { discountKindOf } from '../../../../src/resources/discountTypes';
import {
  toAdminVendorPayload,
  toCreateStorePayload,
  toVendorUpdatePayload,
} from '../../../../src/resources/stores/payloads';
import { toUserPayload } from '../../../../src/resources/users';
import { UNUSUAL } from '../support/inputs';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);
// See the discountKindOf bug below. Set to true once fixed.
const LABEL_STRING_FIXED = true;

/** Any text an admin might type or paste, including the catalogue's unusual values. */
const typed = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(UNUSUAL)) },
);
const formEntries = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
  );

describe('form → payload mappers keep unusual text unchanged (trimmed) under the spec names', () => {
  it('user update: exactly id + five fields', () => {
    tally.check(
      fc.property(typed, typed, typed, typed, typed, (fullName, email, phone, tagLine, userName) => {
        expect(toUserPayload('u1', { fullName, email, phone, tagLine, userName, extra: 'dropped' })).toEqual({
          id: 'u1',
          fullName: fullName.trim(),
          email: email.trim(),
          phone: phone.trim(),
          tagLine: tagLine.trim(),
          userName: userName.trim(),
        });
      }),
    );
  });

  it('vendor update and admin add-vendor: text trimmed, userName = contact person, exact key sets', () => {
    tally.check(
      fc.property(
        typed,
        typed,
        typed,
        typed,
        typed,
        typed,
        (businessName, businessType, businessAddress, contactPerson, email, website) => {
          const data = {
            businessName,
            businessType,
            businessAddress,
            contactPerson,
            email,
            website,
            phone: '+14155552671',
          };
          const update = toVendorUpdatePayload('s1', data);
          expect(Object.keys(update).sort()).toEqual(
            [
              'id',
              'businessName',
              'businessType',
              'businessAddress',
              'contactPerson',
              'userName',
              'email',
              'countryCode',
              'phone',
              'website',
            ].sort(),
          );
          expect(update).toMatchObject({
            businessName: businessName.trim(),
            businessAddress: businessAddress.trim(),
            contactPerson: contactPerson.trim(),
            userName: contactPerson.trim(),
            website: website.trim(),
            countryCode: '+1',
            phone: '4155552671',
          });
          const create = toAdminVendorPayload({ ...data, latitude: 'north', longitude: Number.NaN });
          expect(Object.keys(create).sort()).toEqual(
            [
              'businessName',
              'businessAddress',
              'businessType',
              'contactPerson',
              'userName',
              'countryCode',
              'phone',
              'longitude',
              'latitude',
              'email',
              'isforceful',
              'website',
            ].sort(),
          );
          expect(create).toMatchObject({
            businessName: businessName.trim(),
            latitude: null,
            longitude: null,
            isforceful: false,
          });
        },
      ),
    );
  });

  it('store creation (both the resource mapper and the Add Business form) keeps the eight fields', () => {
    const fields = [
      'doingBusinessas',
      'businessName',
      'businessAddress',
      'businessCity',
      'businessState',
      'businessZip',
      'phone',
      'website',
    ] as const;
    tally.check(
      fc.property(fc.tuple(...fields.map(() => typed)), (values) => {
        const data = Object.fromEntries(fields.map((field, i) => [field, values[i]]));
        const payload = toCreateStorePayload(data);
        expect(Object.keys(payload).sort()).toEqual([...fields].sort());
        for (const field of fields) expect(payload[field]).toBe(String(data[field]).trim());
        const form = toStoreCreation(data);
        for (const field of fields.filter((f) => f !== 'website'))
          expect(form[field]).toBe(String(data[field]).trim());
      }),
    );
  });

  it('coupon multipart forms: text trimmed, admin coupons type 1 and Published, no empty file parts', () => {
    tally.check(
      fc.property(typed, typed, typed, typed, (title, description, discount, status) => {
        const edit = formEntries(
          toCouponEditForm('c1', {
            title,
            description,
            discount,
            status,
            startDate: '2026-11-20',
            image: undefined,
          }),
        );
        expect(edit).toEqual({
          id: 'c1',
          title: title.trim(),
          description: description.trim(),
          discount: discount.trim(),
          startDate: '2026-11-20',
          dateOfExpiration: '',
          status: status.trim(),
        });
        const create = formEntries(
          toAdminCouponForm({
            title,
            description,
            discount,
            store: 's1',
            discountType: 'd1',
            image: new File(['x'], 'a.png', { type: 'image/png' }),
          }),
        );
        expect(create).toMatchObject({
          title: title.trim(),
          description: description.trim(),
          type: '1',
          status: 'Published',
          image: 'a.png',
        });
        expect(create.videos).toBeUndefined();
      }),
    );
  });

  // Any JSON value except an object with its own toString/valueOf key (the skipped case below).
  const ownsConversion = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    (Object.hasOwn(value, 'toString') || Object.hasOwn(value, 'valueOf'));
  const jsonLabel = fc.jsonValue({ maxDepth: 2 }).filter((value) => !ownsConversion(value));

  it('discountKindOf never throws on a JSON label and configured ids win over labels', () => {
    tally.check(
      fc.property(jsonLabel, fc.string(), (label, id) => {
        const kind = discountKindOf({ _id: id, discountValue: label }, { percent: 'P', dollar: 'D' });
        expect([undefined, 'percent', 'dollar']).toContain(kind);
        expect(discountKindOf({ _id: 'P', discountValue: label }, { percent: 'P', dollar: 'D' })).toBe(
          'percent',
        );
        expect(discountKindOf({ _id: 'D', discountValue: label }, { percent: 'P', dollar: 'D' })).toBe(
          'dollar',
        );
      }),
    );
  });

  // BUG (reported, minor): discountKindOf calls String() on the reply's label; a JSON object with
  // its own "toString" key ({"discountValue": {"toString": 0}}) makes String() throw a TypeError
  // while the ADD A COUPON dialog renders (src/resources/discountTypes/index.ts). Set to true once fixed.
  it.skipIf(!LABEL_STRING_FIXED)('discountKindOf survives a label object with its own toString key', () => {
    const label = JSON.parse('{"toString": 0}') as unknown;
    expect(() =>
      discountKindOf({ _id: 'x', discountValue: label }, { percent: 'P', dollar: 'D' }),
    ).not.toThrow();
  });
});
