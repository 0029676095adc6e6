/**
 * The page's side of ./rowsWorker.ts: one worker, started on the first read off the page.
 * Where there is no worker (tests, a worker that cannot load), `readRowsOffPage` says so with
 * `OffPageUnavailable` and http.ts reads on the page as before.
 */
import { HttpError } from 'react-admin';
import { abortError } from '../abort';
import { type RowsOutcome, type RowsReply, type RowsRequest, withAt } from './rowsWithId';

/** Known by its name: http.ts does not load this module to tell. */
export class OffPageUnavailable extends Error {
  override name = 'OffPageUnavailable';
}

interface Waiting {
  resolve: (outcome: RowsOutcome) => void;
  reject: (reason: unknown) => void;
  /** A whole list's batches, as they come (each message is taken in its own task). */
  batches: unknown[][];
}

let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function rowsWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const created = new Worker(new URL('./rowsWorker.ts', import.meta.url), { type: 'module' });
    created.onmessage = ({ data }: MessageEvent<{ id: number; outcome?: RowsOutcome; rows?: unknown[] }>) => {
      const entry = waiting.get(data.id);
      if (data.rows) {
        entry?.batches.push(data.rows);
        return;
      }
      waiting.delete(data.id);
      if (entry && data.outcome) entry.resolve(data.outcome);
    };
    created.onerror = (event) => {
      // It could not load (or broke): this read and every later one happen on the page.
      event.preventDefault();
      created.terminate();
      worker = null;
      for (const entry of waiting.values()) entry.reject(new OffPageUnavailable('rows worker failed'));
      waiting.clear();
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * The reply to `request`, read in the worker and cut down to its record; with no record asked,
 * the whole reply, its list put back from the batches (`whole.json`). Fails as the page's own
 * fetch would: an AbortError, a TypeError for a connection that failed, or the time limit.
 */
export async function readRowsOffPage(request: RowsRequest, signal?: AbortSignal): Promise<RowsReply> {
  const target = rowsWorker();
  if (!target) throw new OffPageUnavailable('no worker');
  if (signal?.aborted) throw abortError();
  lastId += 1;
  const id = lastId;
  const onAbort = () => target.postMessage({ type: 'abort', id });
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const batches: unknown[][] = [];
    const outcome = await new Promise<RowsOutcome>((resolve, reject) => {
      waiting.set(id, { resolve, reject, batches });
      target.postMessage({ type: 'read', id, request });
    });
    if ('reply' in outcome) {
      const { whole } = outcome.reply;
      if (!whole) return outcome.reply;
      return { ...outcome.reply, whole: { ...whole, json: withAt(whole.json, whole.path, batches.flat()) } };
    }
    if (outcome.failure === 'abort') throw abortError();
    if (outcome.failure === 'timeout') throw new HttpError('app.errors.timeout', 0, null);
    throw new TypeError('message' in outcome ? outcome.message : 'Failed to fetch');
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
