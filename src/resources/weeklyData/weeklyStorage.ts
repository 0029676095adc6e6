/**
 * Local-storage keys of the weekly screen. `csvsheet_id` is the spec's; the scrap status and
 * date range shown in the title are kept under keys of our own, written by whatever runs the
 * scrape (or by the demo button below), read here.
 */
export const WEEKLY_KEYS = {
  sheetId: 'csvsheet_id',
  status: 'scrap_status',
  start: 'scrap_start',
  end: 'scrap_end',
} as const;

export interface SheetSettings {
  sheetId: string;
  status: string;
  start: string;
  end: string;
}

/** The embedded mock's sheet for ISO week 46 of 2026 (see ./mock.ts, WEEKLY_SHEETS). */
export const DEMO_SHEET = { sheetId: 'sheet-2026-w46', start: '2026-11-09', end: '2026-11-15' } as const;

const read = (storage: Storage | undefined, key: string) => (storage?.getItem(key) ?? '').trim();

/**
 * What is stored; outside a browser (the first frame's render at build) nothing is, and the
 * screen shows its empty state.
 */
export function readSheetSettings(
  storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage,
): SheetSettings {
  return {
    sheetId: read(storage, WEEKLY_KEYS.sheetId),
    status: read(storage, WEEKLY_KEYS.status),
    start: read(storage, WEEKLY_KEYS.start),
    end: read(storage, WEEKLY_KEYS.end),
  };
}

/** Stores the sheet id (and, when known, its range); returns what is now stored. */
export function storeSheet(
  sheet: { sheetId: string; start?: string; end?: string },
  storage: Storage = window.localStorage,
): SheetSettings {
  storage.setItem(WEEKLY_KEYS.sheetId, sheet.sheetId.trim());
  if (sheet.start !== undefined) storage.setItem(WEEKLY_KEYS.start, sheet.start);
  if (sheet.end !== undefined) storage.setItem(WEEKLY_KEYS.end, sheet.end);
  return readSheetSettings(storage);
}

/** A console served over https cannot call a plain-http host: browsers block mixed content. */
export function isBlockedByMixedContent(pageProtocol: string, weeklyUrl: string): boolean {
  return pageProtocol === 'https:' && /^http:\/\//i.test(weeklyUrl.trim());
}
