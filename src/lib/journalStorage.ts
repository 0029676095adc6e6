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
export class JournalStorage {
  private saveTimer?: ReturnType<typeof setTimeout>;
  /** Entries changed since the last save; entries whose key is in the storage. */
  private readonly unsaved = new Set<string>();
  private readonly stored = new Set<string>();

  constructor(
    private readonly storage: () => Storage | undefined,
    /** The journal's entries now, newest first. */
    private readonly entries: () => readonly JournalEntry[],
  ) {}

  /** The entries a journal of this tab saved, newest first. */
  load(): JournalEntry[] {
    const storage = this.storage();
    try {
      const ids: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
      if (!Array.isArray(ids)) return [];
      const entries: JournalEntry[] = [];
      for (const id of ids) {
        if (typeof id !== 'string') continue;
        const text = storage?.getItem(entryKey(id));
        if (!text) continue;
        entries.push(JSON.parse(text) as JournalEntry);
        this.stored.add(id);
      }
      return entries;
    } catch {
      return [];
    }
  }

  /** This entry is new or changed: the next save writes it. */
  changed(id: string): void {
    this.unsaved.add(id);
  }

  /** Saves 250 ms after the last call (one write for a burst). */
  schedule(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveSlice(), 250);
  }

  /** Saves every change now (the page is going away). */
  flush(): void {
    clearTimeout(this.saveTimer);
    if (this.unsaved.size) this.saveSlice(Number.POSITIVE_INFINITY);
  }

  /** Nothing is kept any more. */
  clear(): void {
    clearTimeout(this.saveTimer);
    this.unsaved.clear();
    const storage = this.storage();
    for (const id of this.stored) storage?.removeItem(entryKey(id));
    this.stored.clear();
    storage?.removeItem(STORAGE_KEY);
  }

  stop(): void {
    clearTimeout(this.saveTimer);
  }

  private saveSlice(budget = SLICE_MS) {
    const storage = this.storage();
    if (!storage) return;
    const started = performance.now();
    const byId = new Map(this.entries().map((entry) => [entry.id, entry]));
    for (const id of [...this.unsaved]) {
      if (performance.now() - started > budget) {
        this.saveTimer = setTimeout(() => this.saveSlice(), 0);
        return;
      }
      this.unsaved.delete(id);
      const entry = byId.get(id);
      if (!entry) continue;
      try {
        storage.setItem(entryKey(id), JSON.stringify(entry));
        this.stored.add(id);
      } catch {
        // A full sessionStorage: this entry stays in memory for this tab.
      }
    }
    for (const id of [...this.stored]) {
      if (byId.has(id)) continue;
      storage.removeItem(entryKey(id));
      this.stored.delete(id);
    }
    try {
      if (this.stored.size)
        storage.setItem(
          STORAGE_KEY,
          JSON.stringify(
            this.entries()
              .filter((entry) => this.stored.has(entry.id))
              .map((entry) => entry.id),
          ),
        );
      else storage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  }
}
