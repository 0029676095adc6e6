import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  type Identifier,
  type RaRecord,
  useDataProvider,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { BulkOutcome } from '../../lib/bulk';
import { useBulkRun } from '../../lib/useBulkRun';
import { recordName } from '../fieldLookup';
import type { AnyResource, BulkActionDef } from '../types';
import { hasBulkActions } from './dialogNavigation';

export type Action = BulkActionDef<RaRecord>;

/** The built-in bulk delete, as a declared bulk action: one delete per record. */
export const deleteAction: Action = {
  name: 'delete',
  icon: DeleteIcon,
  run: ({ record, dataProvider, resource }) =>
    dataProvider.delete(resource, { id: record.id, previousData: record }),
};

/** A resource's bulk actions: its declared ones (`'delete'` is the built-in), else delete when it can. */
export function bulkActionsOf(resource: AnyResource): Action[] {
  if (!hasBulkActions(resource)) return [];
  const declared = resource.list?.bulkActions ?? ['delete'];
  return declared.map((action) => (action === 'delete' ? deleteAction : (action as Action)));
}

/** How many names a confirmation lists before "and 12 more". */
const NAMES_SHOWN = 5;

export type Phase =
  | { step: 'ask' }
  | { step: 'running'; settled: number; total: number }
  | { step: 'report'; outcomes: BulkOutcome<RaRecord>[]; skipped: number };

type Report = Omit<Extract<Phase, { step: 'report' }>, 'step'>;

/**
 * The state of one bulk action of a list's selection: ask (naming the records), run the calls a
 * few at a time past failures, then report. On closing a report the refused records stay
 * selected, ready for a retry.
 */
export function useBulkAction(resource: AnyResource, action: Action) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, onSelect } = useListContext();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<Report>();
  const [value, setValue] = useState('');
  const bulk = useBulkRun();
  const { data: records, isPending } = useGetMany(
    resource.name,
    { ids: selectedIds as Identifier[] },
    { enabled: open },
  );
  const isDelete = action === deleteAction;
  const applicable = (records ?? []).filter((record) => !action.appliesTo || action.appliesTo(record));
  const skipped = (records?.length ?? 0) - applicable.length;
  const nameOf = (record: RaRecord) => recordName(resource, record) || String(record.id);
  const phase: Phase = bulk.progress
    ? { step: 'running', ...bulk.progress }
    : report
      ? { step: 'report', ...report }
      : { step: 'ask' };

  const start = async () => {
    const result = await bulk.run(
      applicable,
      (record) => action.run({ record, value: value || undefined, dataProvider, resource: resource.name }),
      { resource: resource.name, action: isDelete ? 'delete' : action.name },
    );
    if (!result) return;
    setReport({ outcomes: result.outcomes, skipped });
    refresh();
    notify('app.bulk.report', {
      type: result.failed.length ? 'warning' : 'success',
      messageArgs: { done: result.done.length, failed: result.failed.length },
    });
  };

  const close = () => {
    if (bulk.isRunning()) return;
    // After a report the refused records stay selected for a retry, the others leave the
    // selection (done on closing: an empty selection hides the toolbar, and this dialog with it).
    if (report) onSelect(report.outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.item.id));
    setOpen(false);
    setReport(undefined);
    setValue('');
  };

  const names = applicable.slice(0, NAMES_SHOWN).map(nameOf);
  return {
    open: () => setOpen(true),
    isOpen: open,
    close,
    start,
    phase,
    value,
    setValue,
    isDelete,
    isPending,
    selected: selectedIds.length,
    applicable: applicable.length,
    skipped,
    names,
    more: applicable.length - names.length,
    needsValue: Boolean(action.choose) && !value,
    nameOf,
  };
}
