import { Box } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/** Inside a form: tells the dialog whether it holds unsaved input. */
export const DirtyWatcher = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
};

/** A form's own submit row at the foot of its section, holding the console's usual dialog button. */
export const SectionActions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2, mt: 'auto' }}>{children}</Box>
);
