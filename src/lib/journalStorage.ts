import type { JournalEntry } from './journalEntry';

/** The ids, newest first; each entry under `${STORAGE_KEY}:<id>` (a change writes one small value). */
const STORAGE_KEY = 'console:journal';
const entryKey = (id: string) => `${STORAGE_KEY}:${id}`;
/** Work done between two yields while saving, in ms. */
const SLICE_MS = 8;

/**
 * The journal's copy in sessionStorage, for the tab's next page (./journal.ts keeps the entries).
 * Written when the page is idle, only the entries that changed (a few hundred bytes each), in
 * slices of SLICE_MS: at 1,000 entries a new one costs one small write, not the whole journal.
 */
export interface JournalStorage {
  /** The entries a journal of this tab saved, newest first. */
  load(): JournalEntry[];
  /** This entry is new or changed: the next save writes it. */
  changed(id: string): void;
  /** Saves 250 ms after the last call (one write for a burst). */
  schedule(): void;
  /** Saves every change now (the page is going away). */
  flush(): void;
  /** Nothing is kept any more. */
  clear(): void;
  stop(): void;
}

/** A closure, not a class: it is on every screen's first load, and its locals minify. */
export function journalStorage(
  storageOf: () => Storage | undefined,
  /** The journal's entries now, newest first. */
  entriesOf: () => readonly JournalEntry[],
): JournalStorage {
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Entries changed since the last save; entries whose key is in the storage. */
  const unsaved = new Set<string>();
  const stored = new Set<string>();

  const saveSlice = (budget = SLICE_MS) => {
    const storage = storageOf();
    if (!storage) return;
    const started = performance.now();
    const byId = new Map(entriesOf().map((entry) => [entry.id, entry]));
    for (const id of [...unsaved]) {
      if (performance.now() - started > budget) {
        saveTimer = setTimeout(() => saveSlice(), 0);
        return;
      }
      unsaved.delete(id);
      const entry = byId.get(id);
      if (!entry) continue;
      try {
        storage.setItem(entryKey(id), JSON.stringify(entry));
        stored.add(id);
      } catch {
        // A full sessionStorage: this entry stays in memory for this tab.
      }
    }
    for (const id of [...stored]) {
      if (byId.has(id)) continue;
      storage.removeItem(entryKey(id));
      stored.delete(id);
    }
    try {
      if (stored.size)
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify(
            entriesOf()
              .filter((entry) => stored.has(entry.id))
              .map((entry) => entry.id),
          ),
        );
      else storage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  };

  return {
    load() {
      const storage = storageOf();
      try {
        const ids: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
        if (!Array.isArray(ids)) return [];
        const entries: JournalEntry[] = [];
        for (const id of ids) {
          if (typeof id !== 'string') continue;
          const text = storage?.getItem(entryKey(id));
          if (!text) continue;
          entries.push(JSON.parse(text) as JournalEntry);
          stored.add(id);
        }
        return entries;
      } catch {
        return [];
      }
    },
    changed(id) {
      unsaved.add(id);
    },
    schedule() {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => saveSlice(), 250);
    },
    flush() {
      clearTimeout(saveTimer);
      if (unsaved.size) saveSlice(Number.POSITIVE_INFINITY);
    },
    clear() {
      clearTimeout(saveTimer);
      unsaved.clear();
      const storage = storageOf();
      for (const id of stored) storage?.removeItem(entryKey(id));
      stored.clear();
      storage?.removeItem(STORAGE_KEY);
    },
    stop() {
      clearTimeout(saveTimer);
    },
  };
}
