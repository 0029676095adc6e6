import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Identifier, useListContext, useLocaleState, useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../../api/envelope';
import { useTranslate } from '../../i18n/useTranslate';
import { draftKey } from '../../lib/drafts';
import type { WeeklyRecord } from '.';
import { useStableCallback } from './useStableCallback';
import { type RowTexts, WeeklyRow } from './WeeklyRow';
import { makeFormats, type WeeklyField } from './weeklyColumns';
import type { WeeklyChanges } from './weeklyDraft';

export const WEEKLY_RESOURCE = 'weeklyData';

/** Where a weekly row's unsaved input is kept (lib/drafts). */
export const weeklyDraftKey = (row: Pick<WeeklyRecord, 'id'>) => draftKey(WEEKLY_RESOURCE, row.id);

/**
 * The rows, with the one row in edit mode. The editing state lives here, below the table's
 * styled shell, so entering or leaving edit mode re-renders this body and one row, nothing else.
 * The table remounts it (key) on each sort or page change, which also leaves edit mode.
 */
export const WeeklyBody = ({
  hintId,
  onDelete,
  restoreId,
  onEditing,
}: {
  hintId: string;
  onDelete: (row: WeeklyRecord) => void;
  /** A row whose kept draft the admin asked back: it opens in edit mode once it is shown. */
  restoreId?: Identifier;
  /** Told which row is in edit mode (undefined: none). */
  onEditing: (id: Identifier | undefined) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data, refetch, page, sort, filter } = useListContext<WeeklyRecord>();
  const [editing, setEditing] = useState<{ id: Identifier; field: WeeklyField }>();
  const draftMeta = useMemo(
    () => ({ page, sort, sheetId: (filter as { csvsheet_id?: string } | undefined)?.csvsheet_id }),
    [page, sort, filter],
  );

  useEffect(() => onEditing(editing?.id), [editing?.id, onEditing]);
  useEffect(() => {
    if (restoreId !== undefined && data?.some((row) => row.id === restoreId))
      setEditing({ id: restoreId, field: 'list_price' });
  }, [restoreId, data]);
  const [update, { isPending: saving }] = useUpdate<WeeklyRecord>();

  const formats = useMemo(() => makeFormats(locale), [locale]);
  const texts = useMemo<RowTexts>(
    () => ({
      edit: (address) =>
        address ? translate('app.weekly.edit_listing', { address }) : translate('app.weekly.edit_row'),
      delete: translate('app.weekly.delete'),
      repeat: translate('app.weekly.repeat'),
      hintId,
    }),
    [translate, hintId],
  );
  const onEdit = useCallback((id: Identifier, field: WeeklyField) => setEditing({ id, field }), []);
  const onCancel = useCallback(() => setEditing(undefined), []);

  // Pessimistic: the row leaves edit mode only once the host said yes; then the page reloads
  // (the spec's behaviour; the host may reorder or re-flag rows after an edit).
  const inFlight = useRef(false);
  // Only the changed fields travel as `data`: the resource sends every other value back as it came.
  const onSave = useStableCallback(async (row: WeeklyRecord, changes: WeeklyChanges) => {
    // A ref guard: two Enter presses in one tick both see `saving` before its re-render.
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await update(
        WEEKLY_RESOURCE,
        { id: row.id, data: changes as Partial<WeeklyRecord>, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
    notify('app.weekly.updated', { type: 'success' });
    setEditing((current) => (current?.id === row.id ? undefined : current));
    void refetch();
    return true;
  });

  return (
    <tbody>
      {(data ?? []).map((row) => {
        const isEditing = editing?.id === row.id;
        return (
          <WeeklyRow
            key={row.id}
            row={row}
            editing={isEditing}
            saving={isEditing && saving}
            focusField={isEditing ? editing?.field : undefined}
            formats={formats}
            texts={texts}
            onEdit={onEdit}
            onCancel={onCancel}
            onSave={onSave}
            onDelete={onDelete}
            draftKeyOf={weeklyDraftKey}
            // Only the row in edit mode gets it: the memoized rows stay untouched.
            draftMeta={isEditing ? draftMeta : undefined}
          />
        );
      })}
    </tbody>
  );
};
