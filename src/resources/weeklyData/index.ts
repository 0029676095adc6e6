import type { RaRecord } from 'react-admin';
import { isArray, isNumber, isRecord, type Json, readArray, unexpectedReply } from '../../api/envelope';
import { checkReply } from '../../api/reply';
import { config } from '../../config';
import {
  defineResource,
  recordOf,
  type ServerListCall,
  type ServerPage,
  text,
  toRecord,
  type UpdateCall,
} from '../../engine';
import { addDays, toIsoDay } from '../../lib/dates';
import type { ListingRow } from './record';

type Optional = '_id' | 'csvsheet_id' | 'repeat';

/** A listing row as the page holds it, with `id`: a host may leave out its ids and `repeat`. */
export interface WeeklyRecord
  extends RaRecord,
    Omit<ListingRow, Optional>,
    Partial<Pick<ListingRow, Optional>> {}

export const WEEKLY_PAGE_SIZE = 100;

/** Where a row was seen (an update's and a delete's `meta`): its page, sort and sheet. */
export interface WeeklyPlace {
  page?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  sheetId?: string;
}
const DEFAULT_SORT_FIELD = 'list_price';

/**
 * SPEC 9: "Edited dates are shifted forward by one day on save". The shift is
 * `config.weeklyDateShiftDays` (default 1); an empty date stays empty.
 */
export function shiftWeeklyDateForSave(day: unknown, shiftDays: number = config.weeklyDateShiftDays): string {
  const iso = toIsoDay(day);
  if (!iso) return '';
  return shiftDays ? addDays(iso, shiftDays) : iso;
}

/** The spec's eleven fields of updateCsvData, in its order (`_id` added last). */
const UPDATE_FIELDS = [
  'city',
  'list_price',
  'sold_price',
  'listing_status',
  'address',
  'sold_date',
  'listing_discount',
  'days_on_market',
  'list_date',
  'contract_date',
] as const;
const DATE_FIELDS: ReadonlySet<string> = new Set(['list_date', 'contract_date', 'sold_date']);

/**
 * POST updateCsvData with the spec's fields. `data` holds only what the admin changed (typed by
 * the grid); every other value goes back exactly as the host sent it, type and format included,
 * so a save never moves a value nobody touched. Only edited dates get the spec's shift.
 */
export function toWeeklyUpdateBody({
  id,
  data,
  previousData,
}: Pick<UpdateCall, 'id' | 'data' | 'previousData'>) {
  const body: Record<string, unknown> = {};
  for (const field of UPDATE_FIELDS) {
    if (Object.hasOwn(data, field)) {
      body[field] = DATE_FIELDS.has(field) ? shiftWeeklyDateForSave(data[field]) : data[field];
    } else {
      body[field] = previousData[field];
    }
  }
  body._id = String(previousData._id ?? id);
  return body;
}

/** The count reply: a number, `{count}` / `{total}`, or an array (its length), under csvData. */
export function readWeeklyCount(body: Json): number {
  const value = isRecord(body)
    ? (body.csvData ?? (isRecord(body.data) ? body.data.csvData : undefined))
    : body;
  const candidates = [value, isRecord(value) ? (value.count ?? value.total) : undefined];
  for (const candidate of candidates) {
    const n = typeof candidate === 'string' && candidate.trim() !== '' ? Number(candidate) : candidate;
    if (isNumber(n)) return n;
  }
  if (isArray(value)) return value.length;
  throw unexpectedReply(body);
}

/** The sheet id, sort field and direction, page: as the weekly host wants them. */
export function toWeeklyQuery({ pagination, sort, filter }: ServerListCall) {
  const field = sort.field && sort.field !== 'id' ? sort.field : DEFAULT_SORT_FIELD;
  return {
    typeData: field,
    orderBy: String(sort.order).toUpperCase() === 'DESC' ? 'desc' : 'asc',
    csvsheet_id: text(filter.csvsheet_id),
    pagination: pagination.page,
  };
}

export const weeklyData = defineResource({
  name: 'weeklyData',
  record: recordOf<WeeklyRecord>(),
  endpoints: {
    list: {
      paging: 'server',
      async run(call, { http, signal }): Promise<ServerPage> {
        const query = toWeeklyQuery(call);
        // No sheet chosen yet (it comes from local storage): nothing to ask for.
        if (!query.csvsheet_id) return { data: [], total: 0 };
        const [rows, count] = await Promise.all([
          http.request('getCsvDatabyWeek', { method: 'POST', host: 'weekly', body: query, signal }),
          http.request('getCsvDataWeekCount', {
            method: 'POST',
            host: 'weekly',
            body: { csvsheet_id: query.csvsheet_id, pagination: query.pagination },
            signal,
          }),
        ]);
        checkReply(rows.json);
        checkReply(count.json);
        return { data: readArray(rows.json, 'csvData'), total: readWeeklyCount(count.json) };
      },
      calls: [
        { method: 'POST', host: 'weekly', path: 'getCsvDatabyWeek', reads: 'csvData' },
        { method: 'POST', host: 'weekly', path: 'getCsvDataWeekCount', reads: 'csvData' },
      ],
    },
    // The stale-write guard's read of one row: its page again (the host has no call for one row).
    getOne: {
      async run({ id, meta }, { http }) {
        const where = (meta ?? {}) as WeeklyPlace;
        const call = {
          pagination: { page: where.page ?? 1, perPage: WEEKLY_PAGE_SIZE },
          sort: where.sort ?? { field: DEFAULT_SORT_FIELD, order: 'ASC' as const },
          filter: { csvsheet_id: where.sheetId },
          meta,
        };
        const query = toWeeklyQuery(call);
        // Not told where the row was: the guard cannot read it again (undefined, not "gone").
        if (!query.csvsheet_id) return undefined;
        const rows = await http.request('getCsvDatabyWeek', { method: 'POST', host: 'weekly', body: query });
        checkReply(rows.json);
        const page = readArray(rows.json, 'csvData');
        const position = page.findIndex(
          (raw, index) => isRecord(raw) && String(raw._id ?? `row-${index}`) === String(id),
        );
        return position < 0 ? null : toRecord(page[position], '_id', position);
      },
      calls: [{ method: 'POST', host: 'weekly', path: 'getCsvDatabyWeek', reads: 'csvData' }],
    },
    update: {
      method: 'POST',
      host: 'weekly',
      path: 'updateCsvData',
      body: toWeeklyUpdateBody,
    },
    delete: {
      method: 'POST',
      host: 'weekly',
      path: 'deleteCsvData',
      body: ({ id, previousData, meta }) => ({
        _id: String(previousData?._id ?? id),
        pagination: meta?.page ?? 1,
        listing_type: meta?.listingType ?? '',
      }),
    },
  },
  fields: [],
});
