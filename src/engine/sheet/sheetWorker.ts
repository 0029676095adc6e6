/**
 * Reads an imported spreadsheet and previews it off the page's thread: a 20,000-row file is
 * seconds of parsing and comparing that would freeze the page (npm run bench: sheet import).
 */
import { type PreviewRequest, previewSheet, type SheetPreview } from './sheetPreview';
import { readSheetTable, type SheetFile } from './sheetRead';

export type SheetWorkerReply = { type: 'done'; preview: SheetPreview } | { type: 'failed'; message: string };

interface SheetWorkerScope {
  onmessage: ((event: MessageEvent<{ file: SheetFile; request: PreviewRequest }>) => void) | null;
  postMessage(message: SheetWorkerReply): void;
}
declare const self: SheetWorkerScope;

self.onmessage = async ({ data: { file, request } }) => {
  try {
    self.postMessage({ type: 'done', preview: previewSheet(await readSheetTable(file), request) });
  } catch (error) {
    self.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : 'app.sheet.errors.read_failed',
    });
  }
};
