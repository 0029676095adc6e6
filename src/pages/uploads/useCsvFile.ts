import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/envelope';
import {
  CsvLimitError,
  type CsvPreview,
  checkCsvFile,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  previewCsvFile,
} from './csvFile';

/** The limits, as the refusals name them. */
const CSV_LIMITS = { size: `${MAX_CSV_BYTES / 1024 / 1024} MB`, max: MAX_CSV_ROWS.toLocaleString('en') };

export interface CsvFileState {
  file?: File;
  preview?: CsvPreview;
  /** Message key of the last refusal or parse failure. */
  error?: string;
  /** The values its message names (the limit). */
  errorValues?: Record<string, unknown>;
  parsing: boolean;
  /** Share of the file parsed so far (0..1), while parsing. */
  progress?: number;
  /** Changes on every clear so the <input type=file> remounts empty. */
  inputKey: number;
}

/** The chosen CSV file, its checks and its browser-side preview. */
export function useCsvFile() {
  const [state, setState] = useState<CsvFileState>({ parsing: false, inputKey: 0 });
  // A slow parse of a file the admin has since replaced must not overwrite the newer state.
  const generation = useRef(0);

  const parse = useCallback(async (file: File) => {
    const mine = ++generation.current;
    setState((s) => ({
      ...s,
      parsing: true,
      progress: 0,
      error: undefined,
      errorValues: undefined,
      preview: undefined,
    }));
    try {
      const preview = await previewCsvFile(file, (progress) => {
        if (mine === generation.current) setState((s) => ({ ...s, progress }));
      });
      if (mine === generation.current)
        setState((s) => ({ ...s, parsing: false, progress: undefined, preview }));
      return preview;
    } catch (error) {
      const key = errorMessage(error, 'app.csv.parse_failed');
      if (mine === generation.current) {
        setState((s) => ({
          ...s,
          parsing: false,
          progress: undefined,
          error: key.startsWith('app.csv.') ? key : 'app.csv.parse_failed',
          errorValues: error instanceof CsvLimitError ? error.values : undefined,
        }));
      }
      return undefined;
    }
  }, []);

  /** Keeps the file when it passes the checks; returns it (or undefined when refused). */
  const choose = useCallback((file: File | undefined) => {
    generation.current += 1;
    if (!file) {
      setState((s) => ({ parsing: false, inputKey: s.inputKey }));
      return undefined;
    }
    const refusal = checkCsvFile(file);
    setState((s) => ({
      parsing: false,
      inputKey: refusal ? s.inputKey + 1 : s.inputKey,
      file: refusal ? undefined : file,
      error: refusal,
      errorValues: refusal ? CSV_LIMITS : undefined,
    }));
    return refusal ? undefined : file;
  }, []);

  const clear = useCallback(() => {
    generation.current += 1;
    setState((s) => ({ parsing: false, inputKey: s.inputKey + 1 }));
  }, []);

  return { ...state, choose, parse, clear };
}
