/**
 * The admin's own change journal (docs/journal.md): every write the console makes, kept by the
 * engine (buildDataProvider records its verbs and declared actions; pages record theirs with
 * `record`), with the values before and after and what the platform answered.
 *
 * It lives only for the admin's session, on this desk: in memory and sessionStorage (never
 * localStorage or IndexedDB), shared by the admin's tabs over a BroadcastChannel, emptied when
 * the session ends. It holds the values the admin saw, never a token or a password.
 */

export type JournalResult = 'confirmed' | 'failed' | 'conflict' | 'skipped';
export type JournalKind = 'create' | 'update' | 'delete' | 'action' | 'batch';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Why an entry cannot be undone: shown as it is, translated (`app.journal.no_undo.<reason>`). */
export type NoUndo =
  | 'no_create'
  | 'no_delete'
  | 'no_update'
  | 'action'
  | 'not_confirmed'
  | 'new_id_unknown'
  | 'undone';

export interface JournalEntry {
  id: string;
  /** When the platform answered (ms since the epoch). */
  at: number;
  /** The admin who made it (the session's username). */
  admin: string;
  resource: string;
  recordId?: string;
  /** How the admin knows the record (its declared representation), or its id. */
  recordName: string;
  kind: JournalKind;
  /** A declared action's or a bulk action's name. */
  action?: string;
  changes: FieldChange[];
  result: JournalResult;
  /** The server's message, or the failure's text. */
  message?: string;
  /** The record as it was just before (update, delete), as far as the console saw it. */
  before?: Record<string, unknown>;
  /** The record as written (create, update). */
  after?: Record<string, unknown>;
  /** Fields left out of before/after (a file, a very long value): an undo leaves them as they are. */
  omitted?: string[];
  /** The entry this one undid. */
  undoes?: string;
  /** The entry that undid this one. */
  undoneBy?: string;
  /** A bulk action's records, one entry each. */
  items?: JournalEntry[];
}

/** What the verbs tell the journal; the rest (id, time, admin, name) it adds. */
export type JournalDraft = Omit<JournalEntry, 'id' | 'at' | 'admin' | 'recordName'> & {
  recordName?: string;
};

/** At most this many entries are kept (the oldest go first). */
export const MAX_ENTRIES = 1000;
/** A text longer than this is not kept (a data URI of a picture, say): the entry says so. */
const MAX_TEXT = 4000;
const SECRET = /password|passwd|token|secret|otp/i;
/** The ids, newest first; each entry under `${STORAGE_KEY}:<id>` (a change writes one small value). */
const STORAGE_KEY = 'console:journal';
const entryKey = (id: string) => `${STORAGE_KEY}:${id}`;
/** Work done between two yields while saving or telling the other tabs, in ms. */
const SLICE_MS = 8;
/** Entries per message to another tab. */
const CHUNK = 50;
const CHANNEL = 'console-journal';

/**
 * A record's values fit to keep: JSON values only, no secrets, no very long texts. Returns the
 * kept values and the names of the fields left out.
 */
export function keepable(values: Record<string, unknown> | undefined): {
  values?: Record<string, unknown>;
  omitted: string[];
} {
  if (!values) return { omitted: [] };
  const kept: Record<string, unknown> = {};
  const omitted: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (SECRET.test(field)) continue;
    if (!isPlainJson(value)) omitted.push(field);
    else kept[field] = value;
  }
  return { values: kept, omitted };
}

function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean')
    return true;
  if (typeof value === 'string') return value.length <= MAX_TEXT;
  if (depth > 3) return false;
  if (Array.isArray(value)) return value.length <= 200 && value.every((item) => isPlainJson(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false; // a File, a Date, a Blob
  return Object.values(value as Record<string, unknown>).every((item) => isPlainJson(item, depth + 1));
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Two values the platform holds as the same ("10" and 10; null, undefined and ""). */
export function sameForJournal(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** The fields of `sent` whose value differs between `before` and `after`. */
export function changesOf(
  fields: readonly string[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (field === 'id' || SECRET.test(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (!sameForJournal(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

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
  private saveTimer?: ReturnType<typeof setTimeout>;
  /** Entries changed since the last save; entries whose key is in the storage. */
  private readonly unsaved = new Set<string>();
  private readonly stored = new Set<string>();
  private counter = 0;
  /** The bulk action under way: its records' entries gather in it. */
  private openBatch?: JournalEntry;

  constructor(private options: JournalOptions = {}) {
    this.list = this.load();
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
  record(draft: JournalDraft): JournalEntry {
    const batch = this.openBatch;
    const inBatch = batch && batch.resource === draft.resource && draft.kind !== 'batch';
    // A bulk action skips a record changed or deleted meanwhile: that is what its report says.
    const entry = this.complete(
      inBatch && draft.result === 'conflict' ? { ...draft, result: 'skipped' } : draft,
    );
    if (batch && inBatch) {
      batch.items = [...(batch.items ?? []), entry];
      this.replace({ ...batch, items: batch.items, result: batchResult(batch.items), at: entry.at });
    } else {
      this.put([entry]);
    }
    if (draft.undoes) this.markUndone(draft.undoes, entry);
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
    clearTimeout(this.saveTimer);
    this.unsaved.clear();
    const storage = this.storage();
    for (const id of this.stored) storage?.removeItem(entryKey(id));
    this.stored.clear();
    storage?.removeItem(STORAGE_KEY);
    if (tell) this.channel?.postMessage({ type: 'clear' } satisfies Message);
    this.emit();
  }

  /** Saves every change now (the page is going away). */
  flush(): void {
    clearTimeout(this.saveTimer);
    if (this.unsaved.size) this.saveSlice(Number.POSITIVE_INFINITY);
  }

  close(): void {
    this.channel?.close();
    clearTimeout(this.saveTimer);
  }

  private complete(draft: JournalDraft): JournalEntry {
    const now = (this.options.now ?? Date.now)();
    this.counter += 1;
    // What an undo needs, no more: an edit's record just after (its changes hold the values
    // before), a delete's record before; a create's values are its changes.
    const before = keepable(draft.kind === 'delete' ? draft.before : undefined);
    const after = keepable(draft.kind === 'update' ? draft.after : undefined);
    const omitted = [...new Set([...(draft.omitted ?? []), ...before.omitted, ...after.omitted])];
    return {
      ...draft,
      id: `${now.toString(36)}-${this.counter}-${Math.random().toString(36).slice(2, 8)}`,
      at: now,
      admin: this.options.admin?.() ?? '',
      recordName: draft.recordName || draft.recordId || '',
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
    this.unsaved.add(entry.id);
    this.changed([entry]);
  }

  /** New or newer entries, newest first; the oldest beyond MAX_ENTRIES go. */
  private put(entries: JournalEntry[], tell = true) {
    const told = new Set(entries.map((entry) => entry.id));
    // The new ones first: of two entries made in the same millisecond, the later comes first.
    const merged = [...entries, ...this.list.filter((entry) => !told.has(entry.id))];
    this.list = merged.sort((a, b) => b.at - a.at).slice(0, MAX_ENTRIES);
    for (const entry of entries) this.unsaved.add(entry.id);
    this.changed(tell ? entries : []);
  }

  private changed(told: JournalEntry[]) {
    if (told.length) this.channel?.postMessage({ type: 'entries', entries: told } satisfies Message);
    this.scheduleSave();
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

  private storage(): Storage | undefined {
    return this.options.storage ?? globalThis.sessionStorage;
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

  private load(): JournalEntry[] {
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

  /**
   * Written when the page is idle, only the entries that changed (a few hundred bytes each), in
   * slices of SLICE_MS: at 1,000 entries a new one costs one small write, not the whole journal.
   */
  private scheduleSave() {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveSlice(), 250);
  }

  private saveSlice(budget = SLICE_MS) {
    const storage = this.storage();
    if (!storage) return;
    const started = performance.now();
    const byId = new Map(this.list.map((entry) => [entry.id, entry]));
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
          JSON.stringify(this.list.filter((entry) => this.stored.has(entry.id)).map((entry) => entry.id)),
        );
      else storage.removeItem(STORAGE_KEY);
    } catch {
      // As above.
    }
  }
}

/** A batch's result: confirmed when any record was (each record says its own); else why not. */
function batchResult(items: readonly JournalEntry[]): JournalResult {
  if (items.some((item) => item.result === 'confirmed')) return 'confirmed';
  if (items.every((item) => item.result === 'skipped')) return 'skipped';
  return 'failed';
}
