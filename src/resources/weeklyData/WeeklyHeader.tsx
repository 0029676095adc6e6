import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { memo } from 'react';
import type { SortPayload } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';

/** Same column: the direction flips; another column: it sorts ascending first. */
export function nextSort(current: SortPayload, field: WeeklyField): SortPayload {
  if (current.field !== field) return { field, order: 'ASC' };
  return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
}

/**
 * Sortable headers: buttons (TableSortLabel); sortDirection gives the sorted column its aria-sort.
 * A label longer than its column wraps onto a second line (weeklyStyles) rather than being cut,
 * so each header shows, and is named by, its full text.
 */
export const WeeklyHeader = memo(function WeeklyHeader({
  sort,
  onSort,
}: {
  sort: SortPayload;
  onSort: (field: WeeklyField) => void;
}) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {WEEKLY_COLUMNS.map(({ field }) => {
          const active = sort.field === field;
          const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
          return (
            <TableCell key={field} sortDirection={active ? direction : false}>
              {/* The arrow only on the sorted column: an invisible one would hold a line of its own. */}
              <TableSortLabel
                active={active}
                direction={direction}
                hideSortIcon
                onClick={() => onSort(field)}
              >
                {translate(`app.weekly.columns.${field}`)}
              </TableSortLabel>
            </TableCell>
          );
        })}
        <TableCell className="weekly-sticky-end">{translate('app.weekly.columns.action')}</TableCell>
      </TableRow>
    </TableHead>
  );
});
