import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import { CsvHeaderCells } from './CsvPreviewTable';
import { columnsOf } from './csvColumns';
import { reasonText } from './reasonText';
import type { StoreLike } from './reconcile';
import type { ResultRow } from './resultRows';
import { ShowMore, useShowMore } from './ShowMore';

/** Cells up to this many characters never wrap (a phone broke onto three lines). */
const SHORT_CELL = 24;

/**
 * The import result's table: every row of the file in its order, with what became of it (a
 * store created, registered or not; skipped by the server; left out, with the check's reasons),
 * then the file's own cells but its business name, shown once in front. A new `resetOn` (a new
 * comparison) starts its "Show more" over.
 */
export const ImportResultTable = ({
  rows,
  headers,
  isRegistered,
  resetOn,
}: {
  rows: ResultRow[];
  headers: readonly string[];
  isRegistered: (store: StoreLike) => boolean;
  resetOn: unknown;
}) => {
  const translate = useTranslate();
  const more = useShowMore(rows.length, resetOn);
  // The file's (first) name column holds what the Business name column shows.
  const nameColumn = columnsOf(headers).businessName?.[0];
  const shown = headers.map((_, index) => index).filter((index) => index !== nameColumn);
  const outcomeOf = ({ store, leftOut }: ResultRow): string => {
    if (store)
      return translate(
        isRegistered(store)
          ? 'app.businessUploads.reconcile.result.row_created_registered'
          : 'app.businessUploads.reconcile.result.row_created',
        { store: store.businessName ?? '' },
      );
    if (!leftOut) return translate('app.businessUploads.reconcile.result.row_skipped');
    if (!leftOut.reasons.length) return translate('app.businessUploads.reconcile.result.row_unticked');
    return translate('app.businessUploads.reconcile.result.row_left_out', {
      reasons: leftOut.reasons.map((reason) => reasonText(translate, reason)).join('; '),
    });
  };

  return (
    <>
      {/* Focusable, so a keyboard can scroll it sideways on a phone (it holds no control). */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-label={translate('app.businessUploads.reconcile.result.caption')}
        sx={{
          maxWidth: '100%',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {/* Tighter cells: a store file's usual columns fit a 1366 px laptop without scrolling. */}
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <caption>{translate('app.businessUploads.reconcile.result.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('app.csv.row_number')}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ minWidth: 140 }}>
                {translate('app.businessUploads.reconcile.result.business_name')}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ minWidth: 180 }}>
                {translate('app.businessUploads.reconcile.result.outcome')}
              </TableCell>
              <CsvHeaderCells headers={shown.map((index) => headers[index] ?? '')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, more.shown).map((entry) => (
              <TableRow
                key={entry.row}
                data-outcome={entry.store ? 'created' : entry.leftOut ? 'left_out' : 'skipped'}
              >
                <TableCell>{entry.row}</TableCell>
                <TableCell>{entry.name}</TableCell>
                <TableCell>{outcomeOf(entry)}</TableCell>
                {shown.map((cellIndex) => (
                  <TableCell
                    key={cellIndex}
                    // A short value (a phone, a zip) on one line; long text may wrap.
                    sx={{
                      whiteSpace: (entry.cells[cellIndex] ?? '').length <= SHORT_CELL ? 'nowrap' : undefined,
                    }}
                  >
                    {entry.cells[cellIndex] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ShowMore state={more} total={rows.length} />
    </>
  );
};
