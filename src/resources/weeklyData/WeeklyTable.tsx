import { Table, TableContainer } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import {
  Confirm,
  type Identifier,
  type SortPayload,
  useDelete,
  useListContext,
  useNotify,
} from 'react-admin';
import { errorMessage } from '../../api/envelope';
import { DraftBanner } from '../../components/DraftBanner';
import { useTranslate } from '../../i18n/useTranslate';
import { draftKeys, readDraft } from '../../lib/drafts';
import type { WeeklyRecord } from '.';
import { useStableCallback } from './useStableCallback';
import { WEEKLY_RESOURCE, WeeklyBody } from './WeeklyBody';
import { nextSort, WeeklyHeader } from './WeeklyHeader';
import { ACTION_WIDTH, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';
import { gridStyles } from './weeklyStyles';

export { WEEKLY_RESOURCE } from './WeeklyBody';

const HINT_ID = 'weekly-edit-hint';

interface KeptRow {
  key: string;
  id: Identifier;
  page?: number;
  sort?: SortPayload;
  label: string;
}

/** Weekly rows of this sheet with unsaved input kept from an earlier visit (reload, new sign-in). */
function keptRows(sheetId: unknown, except: Identifier | undefined): KeptRow[] {
  const prefix = `${WEEKLY_RESOURCE}:`;
  return draftKeys(prefix).flatMap((key) => {
    const meta = readDraft(key)?.meta ?? {};
    const id = key.slice(prefix.length);
    if (meta.sheetId !== sheetId || id === String(except)) return [];
    return [
      {
        key,
        id,
        page: typeof meta.page === 'number' ? meta.page : undefined,
        sort: meta.sort as SortPayload | undefined,
        label: typeof meta.label === 'string' ? meta.label : '',
      },
    ];
  });
}

/**
 * The delete confirmation's title names the listing (address, and town when known); the spec's
 * question stays its text. A row without an address keeps the generic title.
 */
function deleteTitle(row: WeeklyRecord | undefined) {
  const address = String(row?.address ?? '').trim();
  const town = String(row?.city ?? '').trim();
  if (!address) return { title: 'app.confirm.delete_title', options: undefined };
  if (!town) return { title: 'app.weekly.delete_title_at_address', options: { address } };
  return { title: 'app.weekly.delete_title_at', options: { address, town } };
}

/** The weekly rows of the list context: sortable headers, one row in edit mode at a time, delete. */
export const WeeklyTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, sort, setSort, page, setPage, refetch, filter } = useListContext<WeeklyRecord>();
  const [toDelete, setToDelete] = useState<WeeklyRecord>();
  const [editingId, setEditingId] = useState<Identifier>();
  const [restoreId, setRestoreId] = useState<Identifier>();
  const kept = keptRows((filter as { csvsheet_id?: string } | undefined)?.csvsheet_id, editingId)[0];

  const restore = (row: KeptRow) => {
    if (row.sort && (row.sort.field !== sort.field || row.sort.order !== sort.order)) setSort(row.sort);
    if (row.page && row.page !== page) setPage(row.page);
    setRestoreId(row.id);
  };
  const onEditing = useCallback((id: Identifier | undefined) => {
    setEditingId(id);
    if (id !== undefined) setRestoreId(undefined);
  }, []);
  const [deleteOne, { isPending: deleting }] = useDelete<WeeklyRecord>();

  const onDelete = useCallback((row: WeeklyRecord) => setToDelete(row), []);
  // The row being deleted, kept while the dialog closes so its title does not change on the way out.
  const [shown, setShown] = useState<WeeklyRecord>();
  if (toDelete && toDelete !== shown) setShown(toDelete);
  const confirmTitle = deleteTitle(toDelete ?? shown);
  const onSort = useStableCallback((field: WeeklyField) => setSort(nextSort(sort, field)));

  // A ref, not `deleting`: the two clicks of a double click land before the button disables.
  const inFlight = useRef(false);
  const confirmDelete = () => {
    if (!toDelete || inFlight.current) return;
    inFlight.current = true;
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
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <>
      <span id={HINT_ID} hidden>
        {translate('app.weekly.edit_hint')}
      </span>
      {kept ? (
        <DraftBanner
          key={kept.key}
          draftKey={kept.key}
          formLabel="app.weekly.draft_row"
          formArgs={{ address: kept.label }}
          onRestore={() => restore(kept)}
        />
      ) : null}
      <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 280px)' }, overflowX: 'auto' }}>
        <Table stickyHeader size="small" aria-label={translate('app.weekly.grid_label')} sx={gridStyles}>
          <colgroup>
            {WEEKLY_COLUMNS.map((column) => (
              <col key={column.field} style={{ width: column.width }} />
            ))}
            <col style={{ width: ACTION_WIDTH }} />
          </colgroup>
          <WeeklyHeader sort={sort} onSort={onSort} />
          <WeeklyBody
            key={`${sort.field}.${sort.order}.${page}`}
            hintId={HINT_ID}
            onDelete={onDelete}
            restoreId={restoreId}
            onEditing={onEditing}
          />
        </Table>
      </TableContainer>
      <Confirm
        isOpen={Boolean(toDelete)}
        loading={deleting}
        title={confirmTitle.title}
        titleTranslateOptions={confirmTitle.options}
        content="app.confirm.delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
};
