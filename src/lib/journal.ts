/**
 * The admin's own change journal (docs/journal.md): every write the console makes, kept by the
 * engine (buildDataProvider records its verbs and declared actions; pages record theirs with
 * `record`), with the values before and after and what the platform answered.
 *
 * It lives only for the admin's session, on this desk: in memory and sessionStorage (never
 * localStorage or IndexedDB), shared by the admin's tabs over a BroadcastChannel, emptied when
 * the session ends. It holds the values the admin saw, never a token or a password.
 */
import { type JournalEntry, type JournalResult, keepable, type NewJournalEntry } from './journalEntry';
import { type JournalStorage, journalStorage } from './journalStorage';

export type {
  FieldChange,
  JournalEntry,
  JournalKind,
  JournalResult,
  NewJournalEntry,
  NoUndo,
} from './journalEntry';
export { keepable } from './journalEntry';

/** At most this many entries are kept (the oldest go first). */
export const MAX_ENTRIES = 1000;
/** Entries per message to another tab. */
const CHUNK = 50;
const CHANNEL = 'console-journal';

type Message = { type: 'hello' } | { type: 'entries'; entries: JournalEntry[] } | { type: 'clear' };

export interface JournalOptions {
  /** The admin of the session now (the journal asks at each entry). */
  admin?: () => string;
  storage?: Storage;
  /** false: no other tab hears of it (tests). */
  shareWithTabs?: boolean;
  now?: () => number;
}

/**
 * The journal of one session: entries newest first, kept in sessionStorage, shared with the
 * admin's other tabs. Subscribe with `subscribe` (React's useSyncExternalStore).
 */
export class Journal {
  private list: JournalEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private channel?: BroadcastChannel;
  private readonly store: JournalStorage;
  private counter = 0;
  /** The bulk action under way: its records' entries gather in it. */
  private openBatch?: JournalEntry;

  constructor(private options: JournalOptions = {}) {
    this.store = journalStorage(
      () => this.options.storage ?? globalThis.sessionStorage,
      () => this.list,
    );
    this.list = this.store.load();
    if (options.shareWithTabs !== false && typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(CHANNEL);
      // Node's channel (tests) would keep the process alive.
      (this.channel as { unref?: () => void }).unref?.();
      this.channel.onmessage = ({ data }: MessageEvent<Message>) => this.hear(data);
      this.channel.postMessage({ type: 'hello' } satisfies Message);
    }
    // Leaving or reloading the page before the save's turn: what is not saved yet is saved now.
    globalThis.addEventListener?.('pagehide', () => this.flush());
  }

  /** Who makes the entries from now on (the app sets it once it knows the session). */
  setAdmin(admin: () => string): void {
    this.options.admin = admin;
  }

  /** Newest first. The same array until something changes (for useSyncExternalStore). */
  entries = (): readonly JournalEntry[] => this.list;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  find(id: string): JournalEntry | undefined {
    for (const entry of this.list) {
      if (entry.id === id) return entry;
      const item = entry.items?.find((child) => child.id === id);
      if (item) return item;
    }
    return undefined;
  }

  /** Adds an entry (into the open batch, when one is open for its resource); returns it. */
  record(newEntry: NewJournalEntry): JournalEntry {
    const batch = this.openBatch;
    const inBatch = batch && batch.resource === newEntry.resource && newEntry.kind !== 'batch';
    // A bulk action skips a record changed or deleted meanwhile: that is what its report says.
    const entry = this.complete(
      inBatch && newEntry.result === 'conflict' ? { ...newEntry, result: 'skipped' } : newEntry,
    );
    if (batch && inBatch) {
      batch.items = [...(batch.items ?? []), entry];
      this.replace({ ...batch, items: batch.items, result: batchResult(batch.items), at: entry.at });
    } else {
      this.put([entry]);
    }
    if (newEntry.undoes) this.markUndone(newEntry.undoes, entry);
    return entry;
  }

  /**
   * A bulk action: its records' writes, made until `end`, are one entry. Only one runs at a time
   * (its dialog is modal); a second one closes the first.
   */
  beginBatch(resource: string, action: string, undoes?: string): { end: () => JournalEntry | undefined } {
    const batch = this.complete({
      resource,
      kind: 'batch',
      action,
      changes: [],
      result: 'confirmed',
      undoes,
    });
    batch.items = [];
    this.openBatch = batch;
    this.put([batch]);
    return {
      end: () => {
        if (this.openBatch?.id === batch.id) this.openBatch = undefined;
        const ended = this.find(batch.id);
        if (ended && !ended.items?.length) this.remove(batch.id);
        else if (ended && undoes && ended.items?.some((item) => item.result === 'confirmed'))
          this.markUndone(undoes, ended);
        return ended;
      },
    };
  }

  /** Everything forgotten, here and in the admin's other tabs (the session has ended). */
  clear(tell = true): void {
    this.list = [];
    this.openBatch = undefined;
    this.store.clear();
    if (tell) this.channel?.postMessage({ type: 'clear' } satisfies Message);
    this.emit();
  }

  /** Saves every change now (the page is going away). */
  flush(): void {
    this.store.flush();
  }

  close(): void {
    this.channel?.close();
    this.store.stop();
  }

  private complete(newEntry: NewJournalEntry): JournalEntry {
    const now = (this.options.now ?? Date.now)();
    this.counter += 1;
    // What an undo needs, no more: an edit's record just after (its changes hold the values
    // before), a delete's record before; a create's values are its changes.
    const before = keepable(newEntry.kind === 'delete' ? newEntry.before : undefined);
    const after = keepable(newEntry.kind === 'update' ? newEntry.after : undefined);
    const omitted = [...new Set([...(newEntry.omitted ?? []), ...before.omitted, ...after.omitted])];
    return {
      ...newEntry,
      id: `${now.toString(36)}-${this.counter}-${Math.random().toString(36).slice(2, 8)}`,
      at: now,
      admin: this.options.admin?.() ?? '',
      recordName: newEntry.recordName || newEntry.recordId || '',
      before: before.values,
      after: after.values,
      omitted: omitted.length ? omitted : undefined,
    };
  }

  private markUndone(id: string, by: JournalEntry) {
    const target = this.find(id);
    if (!target || by.result !== 'confirmed') return;
    const top = this.list.find((entry) => entry.id === id || entry.items?.some((item) => item.id === id));
    if (!top) return;
    if (top.id === id) this.replace({ ...top, undoneBy: by.id });
    else
      this.replace({
        ...top,
        items: top.items?.map((item) => (item.id === id ? { ...item, undoneBy: by.id } : item)),
      });
  }

  private remove(id: string) {
    this.list = this.list.filter((entry) => entry.id !== id);
    this.changed([]);
  }

  private replace(entry: JournalEntry) {
    this.list = this.list.map((kept) => (kept.id === entry.id ? entry : kept));
    if (this.openBatch?.id === entry.id) this.openBatch = entry;
    this.store.changed(entry.id);
    this.changed([entry]);
  }

  /** New or newer entries, newest first; the oldest beyond MAX_ENTRIES go. */
  private put(entries: JournalEntry[], tell = true) {
    const told = new Set(entries.map((entry) => entry.id));
    // The new ones first: of two entries made in the same millisecond, the later comes first.
    const merged = [...entries, ...this.list.filter((entry) => !told.has(entry.id))];
    this.list = merged.sort((a, b) => b.at - a.at).slice(0, MAX_ENTRIES);
    for (const entry of entries) this.store.changed(entry.id);
    this.changed(tell ? entries : []);
  }

  private changed(told: JournalEntry[]) {
    if (told.length) this.channel?.postMessage({ type: 'entries', entries: told } satisfies Message);
    this.store.schedule();
    this.emit();
  }

  private hear(message: Message) {
    if (message.type === 'clear') this.clear(false);
    else if (message.type === 'hello' && this.list.length) void this.tellAll();
    else if (message.type === 'entries') this.put(message.entries, false);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  /** A new tab asked: every entry, a chunk per message, yielding between them. */
  private async tellAll() {
    const entries = this.list;
    for (let start = 0; start < entries.length; start += CHUNK) {
      this.channel?.postMessage({
        type: 'entries',
        entries: entries.slice(start, start + CHUNK),
      } satisfies Message);
      await new Promise((done) => setTimeout(done, 0));
    }
  }
}

/** A batch's result: confirmed when any record was (each record says its own); else why not. */
function batchResult(items: readonly JournalEntry[]): JournalResult {
  if (items.some((item) => item.result === 'confirmed')) return 'confirmed';
  if (items.every((item) => item.result === 'skipped')) return 'skipped';
  return 'failed';
}
