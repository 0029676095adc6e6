/**
 * The page's side of ./rowsWorker.ts: one worker, started on the first read for one record.
 * Where there is no worker (tests, a worker that cannot load), `readRowsOffPage` says so with
 * `OffPageUnavailable` and http.ts reads on the page as before.
 */
import { HttpError } from 'react-admin';
import { abortError } from './abort';
import type { RowsOutcome, RowsReply, RowsRequest } from './rowsWithId';

export class OffPageUnavailable extends Error {}

interface Waiting {
  resolve: (outcome: RowsOutcome) => void;
  reject: (reason: unknown) => void;
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
    created.onmessage = ({ data }: MessageEvent<{ id: number; outcome: RowsOutcome }>) => {
      const entry = waiting.get(data.id);
      waiting.delete(data.id);
      entry?.resolve(data.outcome);
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
 * The reply to `request`, read in the worker and cut down to its record. Fails as the page's own
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
    const outcome = await new Promise<RowsOutcome>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      target.postMessage({ type: 'read', id, request });
    });
    if ('reply' in outcome) return outcome.reply;
    if (outcome.failure === 'abort') throw abortError();
    if (outcome.failure === 'timeout') throw new HttpError('app.errors.timeout', 0, null);
    throw new TypeError('message' in outcome ? outcome.message : 'Failed to fetch');
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
