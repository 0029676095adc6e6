import { alpha, type Theme } from '@mui/material';
import { TABLE_WIDTH } from './weeklyColumns';

/** A translucent colour laid over a cell's own background (see the Action column). */
const tint = (color: string) => `linear-gradient(${color}, ${color})`;

/** The highlight of a row that a click or Enter would open in edit mode, in `state`. */
const editCue = (theme: Theme, state: ':hover' | ':focus-within') => ({
  [`& tbody tr:not([data-editing])${state} > td`]: { backgroundImage: tint(theme.palette.action.hover) },
  [`& tbody tr.weekly-repeat:not([data-editing])${state} > td`]: {
    backgroundImage: tint(alpha(theme.palette.error.main, 0.2)),
  },
  [`& tbody tr${state} .weekly-edit-button`]: { color: theme.palette.primary.main },
});

/** Rows are plain <tr>/<td>/<input> (see WeeklyRow): their look is set here once, from the theme. */
export const gridStyles = (theme: Theme) => ({
  // Fixed layout: a row entering edit mode (wider inputs) must not make the browser re-measure
  // every column of a hundred rows; it also keeps the columns still under the admin's eyes.
  tableLayout: 'fixed' as const,
  minWidth: TABLE_WIDTH,
  // Headers wrap onto a second line instead of being cut ("Listing Disco…"): between words
  // first, hyphenated where the browser knows the page's language, and only then inside a word
  // too long for its column. The sort arrow flows after the last word like text, so it takes no
  // width from the words (a flex row would keep 22px of each column for it).
  '& thead th': {
    padding: '6px 6px',
    verticalAlign: 'bottom',
    whiteSpace: 'normal',
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.3,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  },
  '& thead .MuiTableSortLabel-root': { display: 'inline-block', maxWidth: '100%' },
  '& thead .MuiTableSortLabel-icon': { marginRight: 0, verticalAlign: 'text-bottom' },
  '& tbody td': {
    ...theme.typography.body2,
    overflowWrap: 'anywhere',
    padding: '6px 6px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  // The Action column (Edit, Delete) stays in view while the wide table scrolls sideways. Its
  // cells are opaque (the page's background), so row tints below are drawn as background
  // images over that colour rather than replacing it.
  '& .weekly-sticky-end': {
    position: 'sticky',
    right: 0,
    backgroundColor: theme.palette.background.default,
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  },
  '& tbody .weekly-sticky-end': { zIndex: 1 },
  '& thead .weekly-sticky-end': { zIndex: 3 },
  '& tr.weekly-repeat > td': { backgroundImage: tint(alpha(theme.palette.error.main, 0.12)) },
  // Clicking a cell edits its row: the row holding the focus, or under a mouse, says so with a
  // highlight, a pointer cursor on its cells and its Edit button in the primary colour. (Only a
  // real hover: a touch screen would keep the last tapped row "hovered".)
  ...editCue(theme, ':focus-within'),
  '@media (hover: hover)': editCue(theme, ':hover'),
  '& .weekly-nowrap': { whiteSpace: 'nowrap' },
  '& td[tabindex]': { cursor: 'pointer' },
  '& td[tabindex]:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  // Larger icon buttons where the pointer is a finger.
  // (A string: in sx a bare number is a theme spacing.)
  '@media (pointer: coarse)': { '& .weekly-action': { padding: '8px' } },
  '& tr[data-editing] > td': {
    backgroundImage: tint(alpha(theme.palette.primary.main, 0.08)),
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
  [theme.breakpoints.down('sm')]: phoneCards(theme),
});

/**
 * On a phone the same table shows one card per row: each value under its column's name
 * (`data-label`, set on every cell), the status and address across the card, Edit and Delete at its foot.
 * In edit mode the card is the form: every input as wide as its half of the card, so whole
 * values show. The headers stay above the cards as a row of sort buttons. Only CSS changes:
 * the rows, cells, keyboard and screen-reader semantics are the table's.
 */
const phoneCards = (theme: Theme) => ({
  minWidth: 0,
  width: '100%',
  display: 'block',
  '& colgroup': { display: 'none' },
  '& thead, & tbody': { display: 'block' },
  '& thead tr': { display: 'flex', flexWrap: 'wrap', columnGap: '16px' },
  '& thead th': { display: 'block', position: 'static', border: 0, padding: '6px 0', whiteSpace: 'nowrap' },
  '& thead th.weekly-sticky-end': { display: 'none' },
  '& tbody tr': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& tbody tr:last-of-type': { borderBottom: `1px solid ${theme.palette.divider}` },
  // Cells fill the card edge to edge (no gaps), so a row's tint covers the whole card.
  '& tbody td, & td.weekly-edit-cell': { display: 'block', border: 0, padding: '6px 8px' },
  '& tbody td[data-label]::before': {
    content: 'attr(data-label)',
    display: 'block',
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    whiteSpace: 'normal',
  },
  // The status and the address take the card's width: the halves pair up with no hole in a card.
  '& tbody td[data-field="listing_status"], & tbody td[data-field="address"]': { gridColumn: '1 / -1' },
  '& .weekly-input': { padding: '6px 2px', fontSize: theme.typography.pxToRem(16) },
  '& tbody td.weekly-sticky-end': {
    position: 'static',
    gridColumn: '1 / -1',
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: '8px',
    boxShadow: 'none',
  },
});
