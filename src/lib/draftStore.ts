/**
 * Where drafts (./drafts.ts) are kept, and how they are all forgotten: the part the sign-in and
 * logout need, apart from the reading and writing the forms do (so the login page's first load
 * does not carry the forms' draft code).
 */
export const PREFIX = 'draft:';

export const draftStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.sessionStorage;

export function clearDraft(key: string): void {
  draftStorage()?.removeItem(PREFIX + key);
}

/** The keys of every kept draft whose key starts with `scope` (e.g. `weeklyData:`). */
export function draftKeys(scope = ''): string[] {
  const storage = draftStorage();
  if (!storage) return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX + scope)) keys.push(key.slice(PREFIX.length));
  }
  return keys;
}

/** A deliberate logout (or another admin signing in) forgets every draft. */
export function clearAllDrafts(): void {
  for (const key of draftKeys()) clearDraft(key);
}
