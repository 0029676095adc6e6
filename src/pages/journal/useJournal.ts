import { useSyncExternalStore } from 'react';
import { journal } from '../../lib/appCaches';
import type { JournalEntry } from '../../lib/journal';

/** The admin's journal, newest first; re-renders when it changes (here or in another tab). */
export const useJournal = (): readonly JournalEntry[] =>
  useSyncExternalStore(journal.subscribe, journal.entries, journal.entries);
