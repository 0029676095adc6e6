import { HttpResponse, http } from 'msw';
import { addDays, daysBetween } from '../../../mocks/dates';
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
import { createRng, type Rng } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { PLACES, streetAddress } from '../../../mocks/seed/words';
import { weeklyData } from '.';
import type { ListingRow, ListingStatus } from './record';

/**
 * A listing row as the weekly host keeps it: an update's values are stored as sent, text or
 * number, whatever the field (only the ids and `repeat` are never written by a call).
 */
export type StoredListingRow = {
  [K in keyof ListingRow]: K extends '_id' | 'csvsheet_id' | 'repeat' ? ListingRow[K] : string | number;
};

interface WeeklySheet {
  id: string;
  /** Last day (Sunday) of the ISO week the sheet covers. */
  weekEnd: string;
  rows: number;
}

const WEEKLY_SHEETS: readonly WeeklySheet[] = [
  { id: 'sheet-2026-w46', weekEnd: '2026-11-15', rows: 320 },
  { id: 'sheet-2026-w45', weekEnd: '2026-11-08', rows: 140 },
];

const LISTING_STATUSES: readonly ListingStatus[] = [
  'Active',
  'Active',
  'Sold',
  'Sold',
  'Pending',
  'Under Contract',
];

/** Prices like 549,900: the way listings are usually priced. */
const listPrice = (rng: Rng) => Math.round((180_000 + rng.next() ** 2 * 2_200_000) / 1000) * 1000 - 100;

function seedListings(rng: Rng, sheet: WeeklySheet): ListingRow[] {
  const rows: ListingRow[] = [];
  for (let i = 0; i < sheet.rows; i += 1) {
    const status = rng.pick(LISTING_STATUSES);
    const list_price = listPrice(rng);
    const weekDay = addDays(sheet.weekEnd, -rng.int(0, 6));
    let list_date = '';
    let contract_date = '';
    let sold_date = '';
    let sold_price = 0;
    if (status === 'Active') {
      list_date = addDays(weekDay, -rng.int(0, 120));
    } else {
      contract_date = status === 'Sold' ? addDays(weekDay, -rng.int(20, 45)) : weekDay;
      list_date = addDays(contract_date, -rng.int(3, 150));
      if (status === 'Sold') {
        sold_date = weekDay;
        sold_price = Math.round((list_price * (0.9 + rng.next() * 0.15)) / 500) * 500;
      }
    }
    // A few rows lack their list date, as scraped sheets do.
    if (rng.chance(0.03)) list_date = '';
    const place = rng.pick(PLACES);
    const days_on_market = list_date
      ? Math.max(0, daysBetween(list_date, contract_date || sheet.weekEnd))
      : 0;
    rows.push({
      _id: rng.objectId(Date.UTC(2026, 10, 16) + i * 1000),
      csvsheet_id: sheet.id,
      list_price,
      sold_price,
      listing_status: status,
      address: streetAddress(rng),
      city: place.city,
      list_date,
      contract_date,
      sold_date,
      listing_discount: sold_price ? Math.round(((list_price - sold_price) / list_price) * 10000) / 100 : 0,
      days_on_market,
      repeat: rng.chance(0.05),
    });
  }
  return rows;
}

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
  const listings = () => db.collection<StoredListingRow>('listings');
  const sheetRows = (sheetId: string) => listings().filter((row) => row.csvsheet_id === sheetId);
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
      const row = removeById(listings(), text(body._id));
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
      const row = findById(listings(), text(body._id));
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

/** The mock platform's part for weeklyData: the weekly host's sheets of listings and its calls. */
export const mock = defineMock({
  resource: weeklyData,
  seed: {
    listings: () => WEEKLY_SHEETS.flatMap((sheet, index) => seedListings(createRng(7 + index), sheet)),
  },
  handlers: weeklyHandlers,
});
