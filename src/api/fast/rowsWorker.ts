/**
 * The worker that reads a whole list off the page's thread (see ./rowsWithId.ts): fetches and
 * parses it, answers with the reply cut down to one record, or the whole list in batches.
 */
import { type RowsRequest, SharedReads } from './rowsWithId';

type Message = { type: 'read'; id: number; request: RowsRequest } | { type: 'abort'; id: number };

/** The part of a dedicated worker's global scope used here (the app's types are the page's). */
interface RowsWorkerScope {
  onmessage: ((event: MessageEvent<Message>) => void) | null;
  postMessage(message: unknown): void;
}
declare const self: RowsWorkerScope;

const reads = new SharedReads(fetch.bind(globalThis));
const cancels = new Map<number, AbortController>();

self.onmessage = async ({ data }) => {
  if (data.type === 'abort') {
    cancels.get(data.id)?.abort();
    return;
  }
  const controller = new AbortController();
  cancels.set(data.id, controller);
  // A whole list comes to the page in batches, then its reply (./rowsWithId.ts `wholeReply`).
  const send = (rows: unknown[]) => self.postMessage({ id: data.id, rows });
  const outcome = await reads.read(data.request, controller.signal, send);
  cancels.delete(data.id);
  self.postMessage({ id: data.id, outcome });
};
