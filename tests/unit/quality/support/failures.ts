import { delay, HttpResponse } from 'msw';

/**
 * The failures injected into each screen: what a broken platform really sends. Each makes a
 * fresh Response (a Response body can be read once).
 */
export const FAILURES = {
  /** A 500 with the platform's own message. */
  server500: () => HttpResponse.json({ status: 0, message: 'Database exploded' }, { status: 500 }),
  /** A 500 from a proxy or crashed app server: HTML, no message. */
  server500Html: () =>
    new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
      status: 500,
      headers: { 'Content-Type': 'text/html' },
    }),
  unauthorized401: () => HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
  /** The timeout as a gateway reports it. */
  gateway504: () =>
    new HttpResponse('<html>504 Gateway Time-out</html>', {
      status: 504,
      headers: { 'Content-Type': 'text/html' },
    }),
  /** The connection fails (DNS, offline, CORS, reset): fetch rejects with a TypeError. */
  network: () => HttpResponse.error(),
  null200: () => HttpResponse.json(null),
  /** A misrouted call answered by a web server's index.html with 200. */
  html200: () =>
    new HttpResponse('<!doctype html><html><head><title>App</title></head><body></body></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    }),
  /** JSON, but none of the fields the console reads (no status, data array, users, csvData…). */
  wrongShape200: () =>
    HttpResponse.json({ ok: true, result: 'done', data: 'ok', users: 5, csvData: { rows: 'none' } }),
} as const;

export type FailureName = keyof typeof FAILURES;
export const FAILURE_NAMES = Object.keys(FAILURES) as FailureName[];

/** A reply that waits until released: holds a save in flight to try a double submit. */
export function heldReply(reply: () => Response | Promise<Response>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    respond: async () => {
      await gate;
      return reply();
    },
  };
}

/** A server that never answers (what a hung upstream looks like to the browser). */
export const neverAnswers = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** English texts the console shows for the failures it recognises. */
export const TEXT = {
  network: 'The server could not be reached. Check your connection and try again.',
  unexpected: 'The server sent a reply the console could not read.',
  somethingWrong: 'something wrong',
  serverMessage: 'Database exploded',
  httpError: 'Server communication error',
} as const;
