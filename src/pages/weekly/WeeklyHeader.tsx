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

/** Sortable headers: buttons (TableSortLabel); sortDirection gives the sorted column its aria-sort. */
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
            <TableCell key={field} className="weekly-nowrap" sortDirection={active ? direction : false}>
              <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
                {translate(`app.weekly.columns.${field}`)}
              </TableSortLabel>
            </TableCell>
          );
        })}
        <TableCell>{translate('app.weekly.columns.action')}</TableCell>
      </TableRow>
    </TableHead>
  );
});
