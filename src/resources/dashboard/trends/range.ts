import { useMemo } from 'react';
import { useFormatDate } from '../../../i18n/format';
import { useTranslate } from '../../../i18n/useTranslate';
import { today } from '../../../lib/dates';
import type { DashboardRange as DateRange } from '..';
import { type Bucketing, bucketsFor } from './buckets';

/**
 * The periods of the searched range and the line that names them ("Last 12 months, by month").
 * Light (no chart code): the placeholder shows the same titles and line as the loaded panel.
 */
export function useTrendsRange({ startDate, endDate }: DateRange): {
  bucketing: Bucketing;
  /** The range alone (the table's caption). */
  rangeText: string;
  /** The range and, when it was cut, how many periods are charted (the line above the charts). */
  rangeLine: string;
} {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const bucketing = useMemo(() => bucketsFor({ startDate, endDate }, today()), [startDate, endDate]);
  const rangeText = bucketing.defaultRange
    ? translate('app.trends.range_default')
    : translate(`app.trends.range_${bucketing.unit}`, {
        from: formatDate(bucketing.from),
        to: formatDate(bucketing.to),
      });
  const rangeLine = bucketing.truncated
    ? `${rangeText} ${translate('app.trends.truncated', { smart_count: bucketing.buckets.length })}`
    : rangeText;
  return { bucketing, rangeText, rangeLine };
}
