import {
  Alert,
  alpha,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { CsvHeaderCells } from './CsvPreviewTable';
import type { CsvPreview } from './csvFile';
import { reasonText, statusText } from './reasonText';
import type { CheckedRow, Reconciliation, RowStatus } from './reconcile';
import { ShowMore, useShowMore } from './ShowMore';

interface ReconcileTableProps {
  preview: CsvPreview;
  result: Reconciliation;
  included: ReadonlySet<number>;
  onToggle: (row: number) => void;
  onInclude: (rows: readonly number[], include: boolean) => void;
  disabled?: boolean;
}

const TINT: Record<RowStatus, ((theme: Theme) => string) | undefined> = {
  ok: undefined,
  duplicate: (theme) => alpha(theme.palette.info.main, 0.12),
  malformed: (theme) => alpha(theme.palette.warning.main, 0.18),
};

/**
 * The chosen CSV before it is sent: a summary of the check, then every row (50 at a time) with an
 * Include checkbox and what the check found. Flagged rows start unticked (see includedByDefault).
 */
export const ReconcileTable = ({
  preview,
  result,
  included,
  onToggle,
  onInclude,
  disabled,
}: ReconcileTableProps) => {
  const translate = useTranslate();
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const flagged = useMemo(() => result.rows.filter((row) => row.status !== 'ok'), [result]);
  const listed = onlyFlagged ? flagged : result.rows;
  const more = useShowMore(listed.length, onlyFlagged);
  const { headers, rowCount } = preview;

  const summary = translate('app.businessUploads.reconcile.summary', {
    rows: translate('app.businessUploads.reconcile.rows', { smart_count: rowCount }),
    duplicates: translate('app.businessUploads.reconcile.duplicates', { smart_count: result.duplicates }),
    malformed: translate('app.businessUploads.reconcile.malformed', { smart_count: result.malformed }),
  });

  return (
    <Box component="section" sx={{ mt: 2 }} aria-labelledby="reconcile-summary">
      <Typography variant="subtitle1" component="p" role="status">
        {translate('app.csv.rows', { smart_count: rowCount })} ·{' '}
        {translate('app.csv.columns', { smart_count: headers.length })}
      </Typography>
      <Typography id="reconcile-summary" component="p" sx={{ fontWeight: 500 }}>
        {summary} · {translate('app.businessUploads.reconcile.to_send', { smart_count: included.size })}
      </Typography>
      {result.againstStores ? null : (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('app.businessUploads.reconcile.stores_unread')}
        </Alert>
      )}
      {rowCount === 0 ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.csv.no_rows')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={onlyFlagged}
                onChange={(event) => setOnlyFlagged(event.target.checked)}
                disabled={flagged.length === 0}
              />
            }
            label={translate('app.businessUploads.reconcile.only_flagged', { smart_count: flagged.length })}
          />
          <Button
            size="small"
            disabled={disabled || included.size === rowCount}
            onClick={() =>
              onInclude(
                result.rows.map((row) => row.row),
                true,
              )
            }
          >
            {translate('app.businessUploads.reconcile.include_all')}
          </Button>
          <Button
            size="small"
            disabled={disabled || flagged.every((row) => !included.has(row.row))}
            onClick={() =>
              onInclude(
                flagged.map((row) => row.row),
                false,
              )
            }
          >
            {translate('app.businessUploads.reconcile.leave_out_flagged')}
          </Button>
        </Box>
      )}
      {rowCount === 0 ? null : (
        <>
          <TableContainer
            sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small">
              <caption>{translate('app.businessUploads.reconcile.caption')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" padding="checkbox">
                    {translate('app.businessUploads.reconcile.include')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('app.csv.row_number')}
                  </TableCell>
                  <TableCell component="th" scope="col" sx={{ minWidth: 180 }}>
                    {translate('app.businessUploads.reconcile.check')}
                  </TableCell>
                  <CsvHeaderCells headers={headers} />
                </TableRow>
              </TableHead>
              <TableBody>
                {listed.slice(0, more.shown).map((row) => (
                  <CheckedRowView
                    key={row.row}
                    row={row}
                    columns={headers.length}
                    included={included.has(row.row)}
                    onToggle={onToggle}
                    disabled={disabled}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ShowMore state={more} total={listed.length} />
        </>
      )}
    </Box>
  );
};

const CheckedRowView = ({
  row,
  columns,
  included,
  onToggle,
  disabled,
}: {
  row: CheckedRow;
  columns: number;
  included: boolean;
  onToggle: (row: number) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const tint = TINT[row.status];
  return (
    <TableRow sx={tint ? { bgcolor: tint } : undefined} data-status={row.status}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={included}
          onChange={() => onToggle(row.row)}
          disabled={disabled}
          slotProps={{
            input: { 'aria-label': translate('app.businessUploads.reconcile.include_row', { row: row.row }) },
          }}
        />
      </TableCell>
      <TableCell>{row.row}</TableCell>
      <TableCell>
        {row.reasons.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {statusText(translate, 'ok')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {statusText(translate, row.status)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {row.reasons.map((reason, index) => {
                const text = reasonText(translate, reason);
                return (
                  // Two stores may share a name: the same text can come twice; the order is the check's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: reasons are positional and never reordered
                  <Typography key={`${index}:${text}`} component="li" variant="body2">
                    {text}
                  </Typography>
                );
              })}
            </Box>
          </>
        )}
      </TableCell>
      {Array.from({ length: columns }, (_, cellIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
        <TableCell key={cellIndex} sx={included ? undefined : { color: 'text.secondary' }}>
          {row.cells[cellIndex] ?? ''}
        </TableCell>
      ))}
    </TableRow>
  );
};
