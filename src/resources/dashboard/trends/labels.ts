import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useFormatDate } from '../../../i18n/format';
import { PSEUDO_LOCALE } from '../../../i18n/locales';
import { pseudoLocalize } from '../../../i18n/pseudo';
import { useTranslate } from '../../../i18n/useTranslate';
import { addDays, parseDate } from '../../../lib/dates';
import { type Bucket, type BucketUnit, isoWeekStart, monthEnd, monthStart } from './buckets';

/**
 * Period names for the axis (short) and for tooltips, the table and summaries (long). English
 * keeps the spec's day-first dates (DD/MM/YYYY), hence en-GB for the short day-month ticks.
 */
const shortLocale = (locale: string) => (locale === 'en' || locale === PSEUDO_LOCALE ? 'en-GB' : locale);

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(shortLocale(locale), options);

/**
 * Month names come from Intl, not from the messages: in the pseudo-locale they are marked like
 * messages so the pseudo-locale scan still tells them apart from hard-coded text.
 */
const monthName = (locale: string, date: Date, options: Intl.DateTimeFormatOptions) => {
  const text = intl(locale, options).format(date);
  return locale === PSEUDO_LOCALE ? pseudoLocalize(text) : text;
};

/** True when the bucket covers its whole calendar period (the first and last may be clamped). */
export function isWhole(bucket: Bucket, unit: BucketUnit): boolean {
  const { startDate: s, endDate: e } = bucket;
  switch (unit) {
    case 'day':
      return true;
    case 'week':
      return s === isoWeekStart(s) && e === addDays(s, 6);
    case 'month':
      return s === monthStart(s) && e === monthEnd(s);
    case 'year':
      return s.endsWith('-01-01') && e === `${s.slice(0, 4)}-12-31`;
  }
}

export function shortPeriod(bucket: Bucket, unit: BucketUnit, locale: string): string {
  const date = parseDate(bucket.startDate);
  if (!date) return bucket.startDate;
  if (unit === 'year') return bucket.startDate.slice(0, 4);
  if (unit === 'month') return monthName(locale, date, { month: 'short', year: '2-digit' });
  return intl(locale, { day: '2-digit', month: '2-digit' }).format(date);
}

/** Long period names, bound to the active locale and messages. */
export function usePeriodLabels() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const long = useCallback(
    (bucket: Bucket, unit: BucketUnit): string => {
      const date = parseDate(bucket.startDate);
      if (!date) return bucket.startDate;
      if (unit === 'day') return formatDate(bucket.startDate);
      if (unit === 'week' || !isWhole(bucket, unit)) {
        return translate('app.trends.period_span', {
          from: formatDate(bucket.startDate),
          to: formatDate(bucket.endDate),
        });
      }
      if (unit === 'year') return bucket.startDate.slice(0, 4);
      return monthName(locale, date, { month: 'long', year: 'numeric' });
    },
    [formatDate, locale, translate],
  );
  const short = useCallback(
    (bucket: Bucket, unit: BucketUnit) => shortPeriod(bucket, unit, locale),
    [locale],
  );
  return { long, short };
}
