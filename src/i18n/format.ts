import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDay, formatFeedDate, parseDate } from '../lib/dates';
import { PSEUDO_LOCALE } from './locales';

/**
 * Locale-aware display of dates and numbers. English (and the pseudo-locale, which mimics
 * it) keeps the spec's formats — DD/MM/YYYY for days, 'YYYY-MM-DD hh:mm A' for feed dates —
 * through src/lib/dates; other locales get their own conventions from Intl.
 */
export type DateStyle = 'day' | 'dateTime';

const usesSpecFormats = (locale: string) => locale === 'en' || locale === PSEUDO_LOCALE;
const intlLocale = (locale: string) => (locale === PSEUDO_LOCALE ? 'en' : locale);

const INTL_DATE: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** A date (ISO day, timestamp or Date) for display in `locale`; '' when the value is not a date. */
export function formatDate(value: unknown, locale: string, style: DateStyle = 'day'): string {
  if (usesSpecFormats(locale)) return style === 'day' ? formatDay(value) : formatFeedDate(value);
  const date = parseDate(value);
  return date ? new Intl.DateTimeFormat(locale, INTL_DATE[style]).format(date) : '';
}

/** A number for display in `locale` (grouping, decimal mark); '' when the value is not a number. */
export function formatNumber(value: unknown, locale: string, options?: Intl.NumberFormatOptions): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '';
  return new Intl.NumberFormat(intlLocale(locale), options).format(number);
}

/** `formatDate` bound to the active locale: `const formatDate = useFormatDate(); formatDate(v)`. */
export function useFormatDate(): (value: unknown, style?: DateStyle) => string {
  const [locale] = useLocaleState();
  return useCallback((value, style) => formatDate(value, locale, style), [locale]);
}

/** `formatNumber` bound to the active locale. */
export function useFormatNumber(): (value: unknown, options?: Intl.NumberFormatOptions) => string {
  const [locale] = useLocaleState();
  return useCallback((value, options) => formatNumber(value, locale, options), [locale]);
}
