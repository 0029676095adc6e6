import { alpha, type Theme } from '@mui/material';
import { TABLE_WIDTH } from './weeklyColumns';

/** Rows are plain <tr>/<td>/<input> (see WeeklyRow): their look is set here once, from the theme. */
export const gridStyles = (theme: Theme) => ({
  // Fixed layout: a row entering edit mode (wider inputs) must not make the browser re-measure
  // every column of a hundred rows; it also keeps the columns still under the admin's eyes.
  tableLayout: 'fixed' as const,
  minWidth: TABLE_WIDTH,
  '& th': { overflowWrap: 'anywhere' },
  '& tbody td': {
    ...theme.typography.body2,
    overflowWrap: 'anywhere',
    padding: '6px 8px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  '& tbody tr:hover > td': { backgroundColor: theme.palette.action.hover },
  '& .weekly-nowrap': { whiteSpace: 'nowrap' },
  '& td[tabindex]': { cursor: 'pointer' },
  '& td[tabindex]:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& tr.weekly-repeat > td': { backgroundColor: alpha(theme.palette.error.main, 0.12) },
  '& tr[data-editing] > td': {
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
    verticalAlign: 'top',
  },
  '& td.weekly-edit-cell': { padding: '4px 4px' },
  '& .weekly-input': {
    font: 'inherit',
    color: 'inherit',
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: '4px 2px',
    border: 0,
    borderBottom: `1px solid ${theme.palette.text.secondary}`,
    background: 'transparent',
    colorScheme: theme.palette.mode,
  },
  '& .weekly-input:focus': { outline: 'none', borderBottom: `2px solid ${theme.palette.primary.main}` },
  '& .weekly-input[aria-invalid="true"]': { borderBottomColor: theme.palette.error.main },
  '& .weekly-error': { ...theme.typography.caption, display: 'block', color: theme.palette.error.main },
});
