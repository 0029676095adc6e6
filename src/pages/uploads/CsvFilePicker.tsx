import { Box, FormHelperText } from '@mui/material';
import { FilePickerButton } from '../../components/FilePickerButton';
import { useTranslate } from '../../i18n/useTranslate';
import type { CsvFileState } from './useCsvFile';

interface CsvFilePickerProps {
  id: string;
  state: CsvFileState;
  onChoose: (file: File | undefined) => void;
  disabled?: boolean;
}

/** The CSV file chooser: the console's file picker ("Choose CSV file"), the chosen name, refusals. */
export const CsvFilePicker = ({ id, state, onChoose, disabled }: CsvFilePickerProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <FilePickerButton
        // A new key empties the input (the same file can be chosen again after a refusal).
        key={state.inputKey}
        id={id}
        accept=".csv,text/csv"
        chooseLabel="app.csv.choose"
        disabled={disabled}
        fileName={state.file?.name}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {state.error ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {translate(state.error, state.errorValues)}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
