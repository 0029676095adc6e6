/**
 * The first read of the list a page load opens, started by the page's first script
 * (src/firstFrame/firstRead.js) while the app's code is still on its way. It leaves it on
 * `window.consoleEarlyRead`; the HTTP client takes it for the same call (same address, same
 * token), once, and handles its reply as its own (the time limit, the reply rule, a 401 ending the
 * session). A reply the app does not take is dropped: by that script after a while, or here when
 * the token it was sent with is no longer the admin's.
 */
export interface EarlyRead {
  /** The whole address, as the client builds it (base + path). */
  url: string;
  /** The token it was sent with ('' for a host that gets none). */
  token: string;
  response: Promise<Response>;
  /** Ends the call and forgets it. */
  drop(): void;
}

declare global {
  interface Window {
    /** null: the app made its calls before any early read was there; firstRead.js then reads nothing. */
    consoleEarlyRead?: EarlyRead | null;
  }
}

/** The page's early read for this call, taken (it is not there for a second call), or undefined. */
export function takeEarlyRead(
  url: string,
  token: string | undefined,
): Pick<EarlyRead, 'response' | 'drop'> | undefined {
  const page = globalThis.window;
  const early = page?.consoleEarlyRead;
  // The app's code ran first (the async first-read script came late): the app reads for itself,
  // and that script must not send the same read a second time.
  if (page && early === undefined) page.consoleEarlyRead = null;
  // Another call: the early read waits for its own (firstRead.js drops it if it never comes).
  if (!page || early?.url !== url) return undefined;
  page.consoleEarlyRead = undefined;
  if (early.token === (token ?? '')) return early;
  early.drop();
}
