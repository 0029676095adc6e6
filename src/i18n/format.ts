import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { dayPattern, formatClock, formatDay, formatFeedDate } from '../lib/dates';
import { PSEUDO_LOCALE } from './locales';

/**
 * Locale-aware display of dates and numbers. A day reads the same way in a language's lists,
 * pickers and filters (lib/dates dayPattern): English (and the pseudo-locale, which mimics it)
 * the spec's yyyy-MM-dd and, for feed dates, 'YYYY-MM-DD hh:mm A'; other languages their own
 * day-first order, with a 24-hour time.
 */
export type DateStyle = 'day' | 'dateTime';

const usesSpecFormats = (locale: string) => locale === 'en' || locale === PSEUDO_LOCALE;
const intlLocale = (locale: string) => (locale === PSEUDO_LOCALE ? 'en' : locale);

/** A date (ISO day, timestamp or Date) for display in `locale`; '' when the value is not a date. */
export function formatDate(value: unknown, locale: string, style: DateStyle = 'day'): string {
  if (style === 'dateTime' && usesSpecFormats(locale)) return formatFeedDate(value);
  const day = formatDay(value, dayPattern(intlLocale(locale)));
  return day && style === 'dateTime' ? `${day} ${formatClock(value)}` : day;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options, made once: a list's cells share it. */
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number for display in `locale` (grouping, decimal mark); '' when the value is not a number. */
export function formatNumber(value: unknown, locale: string, options?: Intl.NumberFormatOptions): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '';
  return numberFormat(locale, options).format(number);
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
