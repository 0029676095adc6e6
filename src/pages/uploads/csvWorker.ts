/**
 * Reads and parses a chosen CSV off the page's thread: a 10 MB file is seconds of parsing that
 * would freeze the page. Receives the File, answers with progress, then the preview or the
 * failure (its message key, and the limit it names).
 */
import { CsvLimitError, type CsvWorkerReply, previewCsvText } from './csvFile';

/** The part of a dedicated worker's global scope used here. */
interface CsvWorkerScope {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage(message: CsvWorkerReply): void;
}
declare const self: CsvWorkerScope;

self.onmessage = async ({ data: file }) => {
  try {
    const preview = await previewCsvText(await file.text(), (done) =>
      self.postMessage({ type: 'progress', done }),
    );
    self.postMessage({ type: 'done', preview });
  } catch (error) {
    self.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : 'app.csv.parse_failed',
      values: error instanceof CsvLimitError ? error.values : undefined,
    });
  }
};
