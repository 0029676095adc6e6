import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/envelope';
import { type CsvPreview, checkCsvFile, previewCsvFile } from './csvFile';

export interface CsvFileState {
  file?: File;
  preview?: CsvPreview;
  /** Message key of the last refusal or parse failure. */
  error?: string;
  parsing: boolean;
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
    setState((s) => ({ ...s, parsing: true, error: undefined, preview: undefined }));
    try {
      const preview = await previewCsvFile(file);
      if (mine === generation.current) setState((s) => ({ ...s, parsing: false, preview }));
      return preview;
    } catch (error) {
      const key = errorMessage(error, 'app.csv.parse_failed');
      if (mine === generation.current) {
        setState((s) => ({
          ...s,
          parsing: false,
          error: key.startsWith('app.csv.') ? key : 'app.csv.parse_failed',
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
    }));
    return refusal ? undefined : file;
  }, []);

  const clear = useCallback(() => {
    generation.current += 1;
    setState((s) => ({ parsing: false, inputKey: s.inputKey + 1 }));
  }, []);

  return { ...state, choose, parse, clear };
}
