import { HttpResponse, http } from 'msw';
import {
  badRequest,
  findById,
  type HandlerContext,
  type JsonBody,
  notFound,
  num,
  readJson,
  removeById,
  text,
} from '../../../mocks/handlers/http';
import { defineMock } from '../../../mocks/resourceMock';
import type { StoredListingRow } from '../../../mocks/types';
import { weeklyData } from '.';

export const WEEKLY_PAGE_SIZE = 100;

const SORTABLE = new Set<keyof StoredListingRow>([
  'list_price',
  'sold_price',
  'listing_status',
  'address',
  'city',
  'list_date',
  'contract_date',
  'sold_date',
  'listing_discount',
  'days_on_market',
  'repeat',
]);
const NUMERIC = new Set<keyof StoredListingRow>([
  'list_price',
  'sold_price',
  'listing_discount',
  'days_on_market',
]);
const UPDATABLE = [
  'city',
  'address',
  'listing_status',
  'list_price',
  'sold_price',
  'listing_discount',
  'days_on_market',
  'list_date',
  'contract_date',
  'sold_date',
] as const;

const isDescending = (orderBy: unknown) =>
  orderBy === -1 || ['desc', '-1'].includes(text(orderBy).toLowerCase());

/** Sorted by `field` (list_price when unknown); rows without a value go last either way. */
export function sortListings<Row extends StoredListingRow>(
  rows: readonly Row[],
  field: string,
  descending: boolean,
): Row[] {
  const key: keyof StoredListingRow = SORTABLE.has(field as keyof StoredListingRow)
    ? (field as keyof StoredListingRow)
    : 'list_price';
  const sign = descending ? -1 : 1;
  // Stored as received: a number may be text in the host's own format ("$465,000", "0%").
  const value = (row: Row) => {
    const raw = row[key];
    if (!NUMERIC.has(key) || typeof raw !== 'string') return raw;
    return raw.trim() === '' ? '' : num(raw);
  };
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
    if (x < y) return -sign;
    if (x > y) return sign;
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
}

const pageNumber = (value: unknown) => {
  const n = Math.floor(num(value));
  return Number.isFinite(n) && n >= 1 ? n : 1;
};

export function weeklyHandlers({ db, weeklyUrl }: HandlerContext) {
  const sheetRows = (sheetId: string) => db.listings.filter((row) => row.csvsheet_id === sheetId);
  const page = (sheetId: string, body: JsonBody) => {
    const sorted = sortListings(sheetRows(sheetId), text(body.typeData), isDescending(body.orderBy));
    const start = (pageNumber(body.pagination) - 1) * WEEKLY_PAGE_SIZE;
    return sorted.slice(start, start + WEEKLY_PAGE_SIZE);
  };

  return [
    http.post(`${weeklyUrl}/getCsvDataWeekCount`, async ({ request }) => {
      const body = await readJson(request);
      return HttpResponse.json({ status: 1, csvData: sheetRows(text(body.csvsheet_id)).length });
    }),

    http.post(`${weeklyUrl}/getCsvDatabyWeek`, async ({ request }) => {
      const body = await readJson(request);
      return HttpResponse.json({ status: 1, csvData: page(text(body.csvsheet_id), body) });
    }),

    // `listing_type` is sent by the console but its meaning is not shown: it is ignored.
    http.post(`${weeklyUrl}/deleteCsvData`, async ({ request }) => {
      const body = await readJson(request);
      const row = removeById(db.listings, text(body._id));
      if (!row) return notFound('Record not found');
      db.save();
      return HttpResponse.json({
        status: 1,
        message: ' Records Deleted Successfully',
        csvData: page(row.csvsheet_id, body),
      });
    }),

    // A terse host: it stores what it receives, as it receives it (a number sent as "$1,200"
    // stays that text, a date stays the string sent), so a client that changes a value nobody
    // touched, or shifts a date twice, shows up on the next read.
    http.post(`${weeklyUrl}/updateCsvData`, async ({ request }) => {
      const body = await readJson(request);
      const row = findById(db.listings, text(body._id));
      if (!row) return notFound('Record not found');
      for (const key of UPDATABLE) {
        const value = body[key];
        if (!(key in body)) continue;
        if (typeof value !== 'string' && typeof value !== 'number') return badRequest(`${key} is invalid`);
        row[key] = value;
      }
      db.save();
      return HttpResponse.json({ status: 1, message: ' Records Updated Successfully', csvData: row });
    }),
  ];
}

/** The mock platform's part for weeklyData: the platform's own calls, answered from the shared demo data. */
export const mock = defineMock({ resource: weeklyData, handlers: (context) => weeklyHandlers(context) });
