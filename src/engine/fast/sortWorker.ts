/**
 * The engine's sort worker: sorts a large text column off the page's thread, which would
 * otherwise freeze while it sorts. Receives the column's strings and the locale, answers with
 * the order and the ties (transferred, not copied).
 */
import { sortText } from '../textOrder';

interface SortRequest {
  id: number;
  strings: string[];
  locale: string;
}

/** The part of a dedicated worker's global scope used here (the app's types are the page's, not a worker's). */
interface SortWorkerScope {
  onmessage: ((event: MessageEvent<SortRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
}
declare const self: SortWorkerScope;

self.onmessage = ({ data }) => {
  const { order, ties } = sortText(data.strings, data.locale);
  self.postMessage({ id: data.id, order, ties }, [order.buffer, ties.buffer]);
};
