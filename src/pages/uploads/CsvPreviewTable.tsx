import {
  Alert,
  alpha,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import type { CsvPreview } from './csvFile';

const MAX_LISTED = 10;

/** Row count, headers and first rows of a chosen CSV; malformed rows are named. Cells are text. */
export const CsvPreviewTable = ({ preview }: { preview: CsvPreview }) => {
  const translate = useTranslate();
  const { headers, rowCount, firstRows, malformedRows } = preview;
  const listed =
    malformedRows.slice(0, MAX_LISTED).join(', ') + (malformedRows.length > MAX_LISTED ? ', …' : '');
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="p" role="status">
        {translate('app.csv.rows', { smart_count: rowCount })} ·{' '}
        {translate('app.csv.columns', { smart_count: headers.length })}
      </Typography>
      {malformedRows.length ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('app.csv.malformed', { smart_count: malformedRows.length, rows: listed })}
        </Alert>
      ) : null}
      {rowCount === 0 ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.csv.no_rows')}
        </Alert>
      ) : null}
      <TableContainer
        sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small">
          <caption>{translate('app.csv.preview_caption', { smart_count: firstRows.length })}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('app.csv.row_number')}
              </TableCell>
              <CsvHeaderCells headers={headers} />
            </TableRow>
          </TableHead>
          <TableBody>
            {firstRows.map((row, rowIndex) => {
              const malformed = malformedRows.includes(rowIndex + 1);
              // Preview rows have no identity but their position.
              const rowKey = `row-${rowIndex}`;
              return (
                <TableRow
                  key={rowKey}
                  sx={malformed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15) } : undefined}
                >
                  <TableCell>{rowIndex + 1}</TableCell>
                  {headers.map((_, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    <TableCell key={cellIndex}>{row[cellIndex] ?? ''}</TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

/** The file's own column names as header cells (a name may repeat: columns are positional). */
export const CsvHeaderCells = ({ headers }: { headers: readonly string[] }) => (
  <>
    {headers.map((header, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; columns are positional
      <TableCell key={index} component="th" scope="col">
        {header}
      </TableCell>
    ))}
  </>
);
