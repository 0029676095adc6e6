import { HttpResponse, http } from 'msw';
import Papa from 'papaparse';
import { DAY_MS } from '../../../mocks/dates';
import {
  findById,
  formFile,
  type HandlerContext,
  isoNow,
  readForm,
  readJson,
  removeById,
  text,
} from '../../../mocks/handlers/http';
import { placeholderImage } from '../../../mocks/images';
import { createRng, newObjectId } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import {
  BUSINESS_ADJECTIVES,
  BUSINESS_NOUNS,
  BUSINESS_TYPES,
  FIRST_NAMES,
  fictionalPhone,
  LAST_NAMES,
  PLACES,
  streetAddress,
} from '../../../mocks/seed/words';
import type { Vendor } from '../vendors/record';
import { stores } from '.';
import { STORE_HEADER_ALIASES } from './csvHeaders';
import type { CreateStorePayload } from './payloads';
import type { Store } from './record';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const VENDORS = 36;
const STORES_OF_NO_VENDOR = 6;

/**
 * The demo's vendors, each with its store, and a few stores of no vendor: drawn together from one
 * stream, so the stores' seed and the vendors' (vendors/mock.ts) each take their half of it.
 */
export function seedStoresAndVendors(nowMs: number): { vendors: Vendor[]; stores: Store[] } {
  const rng = createRng(2);
  const vendors: Vendor[] = [];
  const stores: Store[] = [];
  const names = new Set<string>();
  for (let i = 0; i < VENDORS + STORES_OF_NO_VENDOR; i += 1) {
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
    const owned = i < VENDORS;
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

/** What the create and update calls may send: createStore's eight fields, and the e-mail. */
type StoreInput = Partial<CreateStorePayload & Pick<Store, 'email'>>;

const REQUIRED_STORE_FIELDS = [
  'businessName',
  'businessCity',
  'businessState',
  'businessZip',
  'phone',
] as const;

/** CSV headers are matched loosely: case, spaces and punctuation do not matter; a few aliases. */
const CSV_COLUMNS: Record<string, keyof StoreInput> = {
  ...STORE_HEADER_ALIASES,
  doingbusinessas: 'doingBusinessas',
  dba: 'doingBusinessas',
  website: 'website',
  url: 'website',
  email: 'email',
};

const columnOf = (header: string) => CSV_COLUMNS[header.toLowerCase().replace(/[^a-z]/g, '')];

/** Rows of a CSV with a header row; null when no header names a known column. */
export function parseStoresCsv(csv: string): StoreInput[] | null {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.some((header) => columnOf(header))) return null;
  return parsed.data.map((row) => {
    const input: StoreInput = {};
    for (const header of headers) {
      const column = columnOf(header);
      const value = text(row[header]);
      if (column && value && !input[column]) input[column] = value;
    }
    return input;
  });
}

function newStore(input: StoreInput): Store {
  const businessName = input.businessName ?? '';
  const place = [input.businessCity, [input.businessState, input.businessZip].filter(Boolean).join(' ')];
  return {
    _id: newObjectId(),
    businessName,
    doingBusinessas: input.doingBusinessas || businessName,
    businessAddress: input.businessAddress || place.filter(Boolean).join(', '),
    businessCity: input.businessCity ?? '',
    businessState: input.businessState ?? '',
    businessZip: input.businessZip ?? '',
    phone: input.phone ?? '',
    countryCode: '+1',
    isRegistered: false,
    businessImage: placeholderImage(businessName),
    businessType: '',
    contactPerson: '',
    email: input.email ?? '',
    website: input.website ?? '',
    latitude: null,
    longitude: null,
    vendor: null,
    createdAt: isoNow(),
  };
}

const storeNotFound = () => HttpResponse.json({ status: 0, message: 'Store not found' }, { status: 404 });
const uploadFailed = () => HttpResponse.json({ status: 0, message: 'Error uploading file' }, { status: 400 });

export function storesHandlers({ db, apiUrl }: HandlerContext) {
  const url = (path: string) => `${apiUrl}/stores/${path}`;
  const all = () => db.collection<Store>('stores');
  return [
    http.get(url('getAllStoresAdmin'), () => HttpResponse.json({ status: 1, data: all() })),

    http.get(url('markRegister/:id'), ({ params }) => {
      const store = findById(all(), String(params.id));
      if (!store) return storeNotFound();
      store.isRegistered = true;
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'Store marked as registered successfully' });
    }),

    http.get(url('deleteStore/:id'), ({ params }) => {
      const store = removeById(all(), String(params.id));
      if (!store) return storeNotFound();
      const vendor = store.vendor ? findById(db.collection<Vendor>('vendors'), store.vendor) : undefined;
      if (vendor) vendor.stores = vendor.stores.filter((id) => id !== store._id);
      db.save();
      // Terse, as a real server may be: SPEC 7 reads nothing from this reply (no status).
      return HttpResponse.json({ message: 'Store deleted successfully' });
    }),

    http.post(url('createStore'), async ({ request }) => {
      const body = await readJson(request);
      const input: StoreInput = {};
      for (const key of [
        ...REQUIRED_STORE_FIELDS,
        'doingBusinessas',
        'businessAddress',
        'website',
      ] as const) {
        input[key] = text(body[key]);
      }
      const missing = REQUIRED_STORE_FIELDS.find((key) => !input[key]);
      if (missing)
        return HttpResponse.json({ status: 0, message: `${missing} is required` }, { status: 400 });
      const store = newStore(input);
      all().unshift(store);
      db.save();
      return HttpResponse.json({ status: 1, message: 'Store created successfully!', data: store });
    }),

    // Rows without a business name are skipped (and counted) rather than failing the whole file.
    http.post(url('importStores'), async ({ request }) => {
      const file = formFile(await readForm(request), 'file');
      if (!file) return uploadFailed();
      const rows = parseStoresCsv(await file.text());
      if (!rows) return uploadFailed();
      const stores = rows.filter((row) => row.businessName).map(newStore);
      all().unshift(...stores);
      db.save();
      return HttpResponse.json({
        status: 1,
        message: 'File uploaded successfully',
        imported: stores.length,
        skipped: rows.length - stores.length,
      });
    }),
  ];
}

/** The mock platform's part for stores: its demo stores and the platform's own calls. */
export const mock = defineMock({
  resource: stores,
  seed: { stores: ({ nowMs }) => seedStoresAndVendors(nowMs).stores },
  handlers: storesHandlers,
});
