/**
 * What the admin types between Ctrl/⌘+K (or a click on the search button) and the search box
 * being there: the dialog's code may still be loading ("cohen" typed right after the shortcut was
 * lost on a session's first search). Caught from the moment the search is asked for, handed to
 * the box when it shows.
 */
let typed: string | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** A box that never shows (its code failed to load) must not keep the keys: they go back after this. */
const LONGEST_MS = 5_000;

const onKey = (event: KeyboardEvent) => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typed = (typed ?? '') + event.key;
  else if (event.key === 'Backspace') typed = (typed ?? '').slice(0, -1);
  else return;
  event.preventDefault();
};

/** The search was asked for: from now on, keys go to the box-to-be. */
export function startTypeAhead(): void {
  if (typeof window === 'undefined') return;
  typed = undefined;
  window.removeEventListener('keydown', onKey, true);
  window.addEventListener('keydown', onKey, true);
  clearTimeout(timer);
  timer = setTimeout(() => window.removeEventListener('keydown', onKey, true), LONGEST_MS);
}

/** The box is there: what was typed meanwhile (undefined: nothing), and the keys go to it again. */
export function takeTypeAhead(): string | undefined {
  if (typeof window !== 'undefined') window.removeEventListener('keydown', onKey, true);
  clearTimeout(timer);
  const result = typed;
  typed = undefined;
  return result;
}
