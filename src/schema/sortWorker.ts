/**
 * The engine's sort worker: sorts a large text column off the page's thread (100,000 names
 * cost one 250–290 ms task there). Receives the column's strings and the locale, answers with
 * the order and the ties (transferred, not copied).
 */
import { sortText } from './textOrder';

interface SortRequest {
  id: number;
  strings: string[];
  locale: string;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SortRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const { order, ties } = sortText(data.strings, data.locale);
  scope.postMessage({ id: data.id, order, ties }, [order.buffer, ties.buffer]);
};
