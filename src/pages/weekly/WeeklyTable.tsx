import { Table, TableContainer } from '@mui/material';
import { useCallback, useState } from 'react';
import { Confirm, useDelete, useListContext, useNotify } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { errorMessage, type WeeklyRecord } from '../dataContracts';
import { useStableCallback } from './useStableCallback';
import { WEEKLY_RESOURCE, WeeklyBody } from './WeeklyBody';
import { nextSort, WeeklyHeader } from './WeeklyHeader';
import { ACTION_WIDTH, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';
import { gridStyles } from './weeklyStyles';

export { WEEKLY_RESOURCE } from './WeeklyBody';

const HINT_ID = 'weekly-edit-hint';

/** The weekly rows of the list context: sortable headers, one row in edit mode at a time, delete. */
export const WeeklyTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, sort, setSort, page, setPage, refetch } = useListContext<WeeklyRecord>();
  const [toDelete, setToDelete] = useState<WeeklyRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete<WeeklyRecord>();

  const onDelete = useCallback((row: WeeklyRecord) => setToDelete(row), []);
  const onSort = useStableCallback((field: WeeklyField) => setSort(nextSort(sort, field)));

  const confirmDelete = () => {
    if (!toDelete) return;
    const lastOnPage = data?.length === 1 && page > 1;
    deleteOne(
      WEEKLY_RESOURCE,
      { id: toDelete.id, previousData: toDelete, meta: { page, listingType: toDelete.listing_status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.weekly.deleted', { type: 'success' });
          setToDelete(undefined);
          if (lastOnPage) setPage(page - 1);
          else void refetch();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <span id={HINT_ID} hidden>
        {translate('app.weekly.edit_hint')}
      </span>
      <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 280px)' }, overflowX: 'auto' }}>
        <Table stickyHeader size="small" aria-label={translate('app.weekly.grid_label')} sx={gridStyles}>
          <colgroup>
            {WEEKLY_COLUMNS.map((column) => (
              <col key={column.field} style={{ width: column.width }} />
            ))}
            <col style={{ width: ACTION_WIDTH }} />
          </colgroup>
          <WeeklyHeader sort={sort} onSort={onSort} />
          <WeeklyBody key={`${sort.field}.${sort.order}.${page}`} hintId={HINT_ID} onDelete={onDelete} />
        </Table>
      </TableContainer>
      <Confirm
        isOpen={Boolean(toDelete)}
        loading={deleting}
        title="app.confirm.delete_title"
        content="app.confirm.delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
};
