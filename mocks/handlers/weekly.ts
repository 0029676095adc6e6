import { HttpResponse, http } from 'msw';
import { addDays, isIsoDay } from '../dates';
import type { ListingRow } from '../types';
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
} from './http';

export const WEEKLY_PAGE_SIZE = 100;

const SORTABLE = new Set<keyof ListingRow>([
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
const TEXT_FIELDS = ['city', 'address', 'listing_status'] as const;
const NUMBER_FIELDS = ['list_price', 'sold_price', 'listing_discount', 'days_on_market'] as const;
const DATE_FIELDS = ['list_date', 'contract_date', 'sold_date'] as const;

/**
 * What the weekly host stores for a date the console sends. The console shifts edited dates
 * FORWARD one day before saving (spec section 9), which only makes sense if the real host stores
 * the day before what it receives. The mock reproduces that assumption, so a save followed by a
 * reload shows the date that was typed. '' (no date) stays ''.
 */
export function mockHostStoredDate(sent: string): string {
  const day = sent.trim().slice(0, 10);
  return day ? addDays(day, -1) : '';
}

const isDescending = (orderBy: unknown) =>
  orderBy === -1 || ['desc', '-1'].includes(text(orderBy).toLowerCase());

/** Sorted by `field` (list_price when unknown); rows without a value go last either way. */
export function sortListings(rows: readonly ListingRow[], field: string, descending: boolean): ListingRow[] {
  const key: keyof ListingRow = SORTABLE.has(field as keyof ListingRow)
    ? (field as keyof ListingRow)
    : 'list_price';
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
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

    http.post(`${weeklyUrl}/updateCsvData`, async ({ request }) => {
      const body = await readJson(request);
      const row = findById(db.listings, text(body._id));
      if (!row) return notFound('Record not found');
      const changes: Partial<ListingRow> = {};
      for (const key of TEXT_FIELDS) if (key in body) changes[key] = text(body[key]);
      for (const key of NUMBER_FIELDS) {
        if (!(key in body)) continue;
        const value = text(body[key]) === '' ? 0 : num(body[key]);
        if (!Number.isFinite(value)) return badRequest(`${key} must be a number`);
        changes[key] = value;
      }
      for (const key of DATE_FIELDS) {
        if (!(key in body)) continue;
        const sent = text(body[key]);
        if (sent && !isIsoDay(sent)) return badRequest(`${key} must be formatted YYYY-MM-DD`);
        changes[key] = mockHostStoredDate(sent);
      }
      Object.assign(row, changes);
      db.save();
      return HttpResponse.json({ status: 1, message: ' Records Updated Successfully', csvData: row });
    }),
  ];
}
