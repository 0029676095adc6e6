import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, Typography } from '@mui/material';
import type { ChangeEvent, Ref } from 'react';
import { useTranslate } from '../i18n/useTranslate';

export interface FilePickerButtonProps {
  /** The file input's id: the field's visible label points at it (`htmlFor`). */
  id: string;
  accept?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  /** The chosen file's name; none: "No file chosen". */
  fileName?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Helper or error text the input is described by, besides the chosen name. */
  describedBy?: string;
  /** i18n key of the button (default "Choose file"). */
  chooseLabel?: string;
}

/**
 * The one file picker of the console: a button in the admin's language over the real file input
 * (the browser's own "Choose File / No file chosen" stays in the browser's language), and the
 * chosen file's name beside it. The input keeps the field's label, so it is found by it.
 */
export const FilePickerButton = ({
  id,
  accept,
  name,
  inputRef,
  onChange,
  onBlur,
  fileName,
  disabled,
  invalid,
  describedBy,
  chooseLabel = 'app.widgets.file.choose',
}: FilePickerButtonProps) => {
  const translate = useTranslate();
  const statusId = `${id}-chosen`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled}>
        {translate(chooseLabel)}
        <input
          id={id}
          ref={inputRef}
          type="file"
          name={name}
          accept={accept}
          hidden
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        />
      </Button>
      <Typography id={statusId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {fileName
          ? translate('app.widgets.file.chosen', { name: fileName })
          : translate('app.widgets.file.none_chosen')}
      </Typography>
    </Box>
  );
};
