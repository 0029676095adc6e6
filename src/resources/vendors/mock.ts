import { HttpResponse, http } from 'msw';
import {
  fileToDataUrl,
  findById,
  formFile,
  formText,
  type HandlerContext,
  isoNow,
  type JsonBody,
  num,
  readForm,
  readJson,
  text,
} from '../../../mocks/handlers/http';
import { placeholderImage } from '../../../mocks/images';
import { newObjectId } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { seedStoresAndVendors } from '../stores/mock';
import type { Store } from '../stores/record';
import { vendors } from '.';
import type { Vendor } from './record';

/** "12 Main St, Hoboken, NJ 07030, USA" → city, state and ZIP, where the label has them. */
export function splitAddress(address: string): Pick<Store, 'businessCity' | 'businessState' | 'businessZip'> {
  const parts = address.split(',').map((part) => part.trim());
  const index = parts.findIndex((part) => /^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/.test(part));
  if (index < 1) return { businessCity: '', businessState: '', businessZip: '' };
  const [state = '', zip = ''] = parts[index]!.split(/\s+/);
  return { businessCity: parts[index - 1]!, businessState: state, businessZip: zip };
}

const coordinate = (value: unknown) => {
  const n = num(value);
  return Number.isFinite(n) ? n : null;
};

const isTrue = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

const reject = (status: number, message: string) => HttpResponse.json({ status: 0, message }, { status });

export function vendorsHandlers({ db, apiUrl }: HandlerContext) {
  const all = () => db.collection<Vendor>('vendors');
  const stores = () => db.collection<Store>('stores');
  const storeFields = (body: JsonBody) => ({
    businessName: text(body.businessName),
    businessType: text(body.businessType),
    businessAddress: text(body.businessAddress),
    contactPerson: text(body.contactPerson),
    email: text(body.email).toLowerCase(),
    countryCode: text(body.countryCode) || '+1',
    phone: text(body.phone),
    website: text(body.website),
  });

  return [
    http.get(`${apiUrl}/coupons/adminVendorslist`, () =>
      HttpResponse.json({
        status: 1,
        users: all().map((vendor) => ({
          _id: vendor._id,
          userName: vendor.userName,
          email: vendor.email,
          store: vendor.stores.flatMap((id) => {
            const store = findById(stores(), id);
            return store ? [{ _id: store._id, businessName: store.businessName }] : [];
          }),
        })),
      }),
    ),

    http.post(`${apiUrl}/users/adminAddVendor`, async ({ request }) => {
      const body = await readJson(request);
      const fields = storeFields(body);
      const missing = (['businessName', 'contactPerson', 'phone', 'email'] as const).find((f) => !fields[f]);
      if (missing) return reject(400, `${missing} is required`);
      const existing = all().find((vendor) => vendor.email === fields.email);
      // isforceful: the admin insists, so the new store joins the vendor who owns that e-mail.
      if (existing && !isTrue(body.isforceful))
        return HttpResponse.json({ status: 0, message: 'Email already exists' });
      const createdAt = isoNow();
      const vendor: Vendor = existing ?? {
        _id: newObjectId(),
        userName: text(body.userName) || fields.contactPerson,
        email: fields.email,
        phone: fields.phone,
        countryCode: fields.countryCode,
        stores: [],
        createdAt,
      };
      const store: Store = {
        _id: newObjectId(),
        ...fields,
        ...splitAddress(fields.businessAddress),
        doingBusinessas: fields.businessName,
        isRegistered: false,
        businessImage: placeholderImage(fields.businessName),
        latitude: coordinate(body.latitude),
        longitude: coordinate(body.longitude),
        vendor: vendor._id,
        createdAt,
      };
      vendor.stores.push(store._id);
      if (!existing) all().unshift(vendor);
      stores().unshift(store);
      db.save();
      return HttpResponse.json({ status: 1, message: 'Vendor added successfully', data: store });
    }),

    // `id` is the store's id; the e-mail is read-only in the console but sent along.
    http.post(`${apiUrl}/users/updateVendor`, async ({ request }) => {
      const body = await readJson(request);
      const store = findById(stores(), text(body.id) || text(body._id));
      if (!store) return reject(404, 'Store not found');
      const fields = storeFields(body);
      if (!fields.businessName) return reject(400, 'businessName is required');
      for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string][]) {
        if (value || key === 'website') store[key] = value;
      }
      const vendor = store.vendor ? findById(all(), store.vendor) : undefined;
      if (vendor) vendor.userName = text(body.userName) || fields.contactPerson || vendor.userName;
      db.save();
      return HttpResponse.json({ status: 1, message: 'Vendor updated successfully', data: store });
    }),

    http.post(`${apiUrl}/users/editAdminVendorData`, async ({ request }) => {
      const form = await readForm(request);
      const store = findById(stores(), formText(form, '_id'));
      if (!store) return HttpResponse.json({ status: false, message: 'Store not found' }, { status: 404 });
      const image = formFile(form, 'businessImage');
      if (image && !image.type.startsWith('image/')) {
        return HttpResponse.json(
          { status: false, message: 'businessImage must be an image' },
          { status: 400 },
        );
      }
      const phone = formText(form, 'phone');
      if (phone) store.phone = phone;
      // Too big to keep in localStorage: the store gets a fresh placeholder instead.
      if (image) store.businessImage = (await fileToDataUrl(image)) ?? placeholderImage(store.businessName);
      db.save();
      return HttpResponse.json({ status: true, message: 'Data Update successful', data: store });
    }),
  ];
}

/** The mock platform's part for vendors: its demo vendors (seeded with their stores) and the platform's own calls. */
export const mock = defineMock({
  resource: vendors,
  seed: { vendors: ({ nowMs }) => seedStoresAndVendors(nowMs).vendors },
  handlers: vendorsHandlers,
});
