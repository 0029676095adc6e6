import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import {
  type AnyResource,
  type MergeChoice,
  StaleWriteDialog,
  type UndoOutcome,
  undoEntry,
} from '../../engine';
import { journal } from '../../lib/appCaches';
import type { JournalEntry } from '../../lib/journal';
import { resourceNamed, useJournalText } from './journalText';

type Conflict = { entry: JournalEntry; outcome: Extract<UndoOutcome, { kind: 'conflict' }> };

const resourceOf = (name: string): AnyResource => {
  const resource = resourceNamed(name);
  if (!resource) throw new Error(`Unknown resource "${name}"`);
  return resource;
};

/**
 * Undo of a journal entry, told to the admin: a notification when the platform confirmed it,
 * a report for a batch, and the stale-write guard's dialog when someone changed the record since
 * (the admin chooses per field; nothing is overwritten silently).
 */
export function useUndo(): {
  undo: (entry: JournalEntry) => Promise<void>;
  busy?: string;
  dialog: ReactNode;
} {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const text = useJournalText();
  const [busy, setBusy] = useState<string>();
  const [conflict, setConflict] = useState<Conflict>();

  const report = (entry: JournalEntry, outcome: UndoOutcome) => {
    if (outcome.kind === 'conflict') {
      setConflict({ entry, outcome });
      return;
    }
    setConflict(undefined);
    if (outcome.kind === 'done') {
      refresh();
      if (outcome.newId !== undefined)
        notify('app.journal.undo_recreated', { type: 'success', messageArgs: { name: entry.recordName } });
      else notify('app.journal.undo_done', { type: 'success' });
    } else if (outcome.kind === 'batch') {
      refresh();
      notify('app.journal.undo_batch', {
        type: outcome.failed.length ? 'warning' : 'success',
        messageArgs: { done: outcome.done, failed: outcome.failed.length },
      });
    } else {
      notify('app.journal.undo_failed', { type: 'error', messageArgs: { message: outcome.message } });
    }
  };

  const run = async (entry: JournalEntry, work: () => Promise<UndoOutcome>) => {
    setBusy(entry.id);
    try {
      report(entry, await work());
    } finally {
      setBusy(undefined);
    }
  };

  // One function for the component's life: the cards are memoized, and a new `undo` each render
  // re-rendered every card drawn so far at each frame of Your changes (npm run bench).
  const latest = useRef((entry: JournalEntry) =>
    run(entry, () => undoEntry(entry, dataProvider, resourceOf, journal)),
  );
  latest.current = (entry: JournalEntry) =>
    run(entry, () => undoEntry(entry, dataProvider, resourceOf, journal));
  const undo = useCallback((entry: JournalEntry) => latest.current(entry), []);

  const resolve = (choices: Record<string, MergeChoice>) => {
    if (!conflict) return;
    const { entry, outcome } = conflict;
    const current = outcome.error.current;
    if (!current) return;
    // Theirs for every field the undo would change: nothing to write, and nothing was undone.
    if (entry.changes.every((change) => choices[change.field] === 'theirs')) {
      setConflict(undefined);
      notify('app.journal.undo_kept_theirs', { type: 'info' });
      return;
    }
    const data: Record<string, unknown> = { ...outcome.error.yours };
    for (const [field, choice] of Object.entries(choices))
      if (choice === 'theirs') data[field] = current[field];
    void run(entry, () => outcome.retry(data, current));
  };

  const dialog = conflict ? (
    <StaleWriteDialog
      error={conflict.outcome.error}
      name={conflict.entry.recordName}
      labelOf={(field) => text.field(conflict.entry.resource, field)}
      onResolve={resolve}
      onReload={() => setConflict(undefined)}
      copyText={() => ''}
      onClose={() => setConflict(undefined)}
    />
  ) : null;
  return { undo, busy, dialog };
}
