import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import type { CsvFileState } from './useCsvFile';

interface CsvFilePickerProps {
  id: string;
  state: CsvFileState;
  onChoose: (file: File | undefined) => void;
  disabled?: boolean;
}

/** The CSV file chooser: a labelled button over a real file input, the chosen name, refusals. */
export const CsvFilePicker = ({ id, state, onChoose, disabled }: CsvFilePickerProps) => {
  const translate = useTranslate();
  const statusId = `${id}-status`;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled}>
          {translate('app.csv.choose')}
          <input
            key={state.inputKey}
            id={id}
            type="file"
            accept=".csv,text/csv"
            hidden
            disabled={disabled}
            aria-describedby={statusId}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
        </Button>
        <Typography id={statusId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {state.file
            ? translate('app.csv.chosen', { name: state.file.name })
            : translate('app.csv.none_chosen')}
        </Typography>
      </Box>
      {state.error ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {translate(state.error, state.errorValues)}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
