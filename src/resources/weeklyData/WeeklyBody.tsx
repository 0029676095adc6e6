import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Identifier, useListContext, useLocaleState, useNotify, useUpdate } from 'react-admin';
import { errorMessage } from '../../api/envelope';
import { isStaleWrite, type StaleWriteError } from '../../engine/staleWrite';
import { type MergeChoice, StaleWriteDialog } from '../../engine/views/StaleWriteDialog';
import { useTranslate } from '../../i18n/useTranslate';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../lib/drafts';
import { useRowsVisibleMark } from '../../lib/fast/rowsVisible';
import type { WeeklyRecord } from '.';
import { useStableCallback } from './useStableCallback';
import { type RowTexts, WeeklyRow } from './WeeklyRow';
import { makeFormats, WEEKLY_COLUMNS, type WeeklyField } from './weeklyColumns';
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
  useRowsVisibleMark((data?.length ?? 0) > 0);
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
      columns: Object.fromEntries(
        WEEKLY_COLUMNS.map(({ field }) => [field, translate(`app.weekly.columns.${field}`)]),
      ) as Record<WeeklyField, string>,
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
  // The stale-write guard reads the row's page again first: a colleague's change to another
  // field is kept; a field changed on both sides opens the conflict dialog, nothing written.
  const [stale, setStale] = useState<{ error: StaleWriteError; changes: WeeklyChanges }>();
  const onSave = useStableCallback(
    async (row: WeeklyRecord, changes: WeeklyChanges, base: Record<string, unknown> = row) => {
      // A ref guard: two Enter presses in one tick both see `saving` before its re-render.
      if (inFlight.current) return false;
      inFlight.current = true;
      try {
        await update(
          WEEKLY_RESOURCE,
          {
            id: row.id,
            data: changes as Partial<WeeklyRecord>,
            previousData: row,
            meta: { ...draftMeta, base },
          },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } catch (error) {
        if (isStaleWrite(error) && error.kind === 'conflict') setStale({ error, changes });
        else if (isStaleWrite(error)) {
          notify('app.stale.gone_unnamed', { type: 'error' });
          void refetch();
        } else notify(errorMessage(error), { type: 'error' });
        return false;
      } finally {
        inFlight.current = false;
      }
      notify('app.weekly.updated', { type: 'success' });
      setEditing((current) => (current?.id === row.id ? undefined : current));
      void refetch();
      return true;
    },
  );

  /**
   * The admin's choice per conflicting field: theirs drops the field from the change. The row's
   * kept input goes once that save is confirmed (or nothing is left to save): it would otherwise
   * bring the admin's value back the next time the row opens.
   */
  const resolve = async (choices: Record<string, MergeChoice>) => {
    const current = stale?.error.current as WeeklyRecord | undefined;
    if (!stale || !current) return;
    const changes = Object.fromEntries(
      Object.entries(stale.changes).filter(([field]) => choices[field] !== 'theirs'),
    ) as WeeklyChanges;
    setStale(undefined);
    if (Object.keys(changes).length === 0) {
      clearDraft(weeklyDraftKey(current));
      setEditing(undefined);
      void refetch();
      return;
    }
    if (await onSave(current, changes, current)) clearDraft(weeklyDraftKey(current));
  };

  /**
   * Reload the record: the conflicting fields take the platform's values (they leave the kept
   * input), the admin's other changes stay, and the row opens again on the platform's row.
   */
  const reload = async () => {
    if (!stale?.error.current) return;
    const row = stale.error.current as WeeklyRecord;
    const key = weeklyDraftKey(row);
    const kept = readDraft(key);
    if (kept) {
      const conflicting = new Set(stale.error.conflicts.map((conflict) => conflict.field));
      const values = Object.fromEntries(
        Object.entries(kept.values).filter(([field]) => !conflicting.has(field)),
      );
      if (Object.keys(values).length > 0) writeDraft(key, values, kept.meta);
      else clearDraft(key);
    }
    const field = (editing?.field ?? 'list_price') as WeeklyField;
    setStale(undefined);
    setEditing(undefined);
    await refetch();
    setEditing({ id: row.id, field });
  };

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
      <StaleWriteDialog
        error={stale?.error}
        name={String(stale?.error.current?.address ?? '')}
        labelOf={(field) => translate(`app.weekly.columns.${field as WeeklyField}`)}
        onResolve={(choices) => void resolve(choices)}
        onReload={() => void reload()}
        copyText={() => JSON.stringify(stale?.changes ?? {})}
        onClose={() => setStale(undefined)}
      />
    </tbody>
  );
};
