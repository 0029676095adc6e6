import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useFormatNumber } from '../../../i18n/format';
import { useTranslate } from '../../../i18n/useTranslate';
import type { BucketUnit } from './buckets';
import { usePeriodLabels } from './labels';
import { TREND_FIELDS } from './series';
import type { TrendRow } from './useTrendData';

/** The charts' text alternative: one row per period, one column per counter. */
export const TrendTable = ({
  rows,
  unit,
  rangeText,
}: {
  rows: readonly TrendRow[];
  unit: BucketUnit;
  rangeText: string;
}) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const { long } = usePeriodLabels();
  const captionId = useId();

  const cell = (row: TrendRow, field: (typeof TREND_FIELDS)[number]) => {
    if (row.counts) return formatNumber(row.counts[field]);
    return translate(row.status === 'error' ? 'app.trends.not_loaded' : 'app.trends.pending_cell');
  };

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      // width 0 + min-width 100%: the table scrolls inside instead of widening the page on phones.
      sx={{ maxHeight: 480, width: 0, minWidth: '100%' }}
      // It scrolls: keyboard users must be able to reach and scroll it too.
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table size="small" stickyHeader>
        <caption id={captionId} style={{ captionSide: 'top' }}>
          {translate('app.trends.table_caption', { range: rangeText })}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('app.trends.period')}
            </TableCell>
            {TREND_FIELDS.map((field) => (
              <TableCell key={field} component="th" scope="col" align="right">
                {translate(`app.dashboard.${field}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.bucket.startDate} data-status={row.status}>
              <TableCell component="th" scope="row">
                {long(row.bucket, unit)}
              </TableCell>
              {TREND_FIELDS.map((field) => (
                <TableCell
                  key={field}
                  align="right"
                  sx={row.counts ? undefined : { color: 'text.secondary', fontStyle: 'italic' }}
                >
                  {cell(row, field)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
