import { formatDate } from '../../i18n/format';
import type { WeeklyRecord } from '.';

export type WeeklyField =
  | 'list_price'
  | 'sold_price'
  | 'listing_status'
  | 'address'
  | 'city'
  | 'list_date'
  | 'contract_date'
  | 'sold_date'
  | 'listing_discount'
  | 'days_on_market';

/** How a column shows and edits: prices and counts are numbers, dates are yyyy-MM-dd days. */
export type ColumnKind = 'price' | 'decimal' | 'integer' | 'text' | 'date';

export interface WeeklyColumn {
  field: WeeklyField & keyof WeeklyRecord;
  kind: ColumnKind;
  /** Fixed width in px: the table lays out once, and a row in edit mode does not reflow it. */
  width: number;
}

/**
 * The spec's columns, in its order (Action is added by the table). Their widths add up to what a
 * 1366 × 768 laptop has beside the sidebar (about 1,078 px): a day (2026-11-03, 25/11/2026) and a
 * price of seven digits fit whole; headers wrap onto two lines; long addresses wrap.
 */
export const WEEKLY_COLUMNS: readonly WeeklyColumn[] = [
  { field: 'list_price', kind: 'price', width: 96 },
  { field: 'sold_price', kind: 'price', width: 96 },
  { field: 'listing_status', kind: 'text', width: 100 },
  { field: 'address', kind: 'text', width: 146 },
  { field: 'city', kind: 'text', width: 94 },
  { field: 'list_date', kind: 'date', width: 98 },
  { field: 'contract_date', kind: 'date', width: 98 },
  { field: 'sold_date', kind: 'date', width: 98 },
  { field: 'listing_discount', kind: 'decimal', width: 76 },
  { field: 'days_on_market', kind: 'integer', width: 76 },
];

/** Edit and delete icon buttons, and the repeat flag's icon. */
export const ACTION_WIDTH = 96;
export const TABLE_WIDTH = WEEKLY_COLUMNS.reduce((sum, column) => sum + column.width, ACTION_WIDTH);

/**
 * A number as the platform writes it: `465000`, `"$465,000"`, `"2.5%"`, `"1 200"`.
 * undefined when it is empty or not a number.
 */
export function parsePlatformNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s\u00a0\u202f$,%]/g, '');
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

export const isNumeric = (kind: ColumnKind) => kind === 'price' || kind === 'decimal' || kind === 'integer';

/** Cell text for the admin's locale; formatters are built once per locale and shared by all rows. */
export interface WeeklyFormats {
  price: Intl.NumberFormat;
  decimal: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  /** A day as every list of the console shows it in this locale. */
  day: (value: unknown) => string;
}

export const makeFormats = (locale: string): WeeklyFormats => ({
  day: (value) => formatDate(value, locale),
  // "$" rather than "$US": a column of a laptop's width holds seven digits and the sign.
  price: new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }),
  decimal: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
});

export function cellText(row: WeeklyRecord, column: WeeklyColumn, formats: WeeklyFormats): string {
  const value: unknown = row[column.field];
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'price' || column.kind === 'decimal' || column.kind === 'integer') {
    // The host may write numbers its own way ("$465,000", "0%"); unreadable text shows as sent.
    const n = parsePlatformNumber(value);
    return n === undefined ? String(value) : formats[column.kind].format(n);
  }
  if (column.kind === 'date') return formats.day(value) || String(value);
  return String(value);
}
