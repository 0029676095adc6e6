import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from '../../i18n/useTranslate';

/**
 * The console's form dialog frame: a titled dialog with a named close icon, full screen when
 * asked (phones). A click beside it never closes it (typed input would be lost); Escape and the
 * icon ask `onRequestClose`, which may confirm first.
 */
export const DialogFrame = ({
  title,
  fullScreen,
  maxWidth = 'sm',
  onRequestClose,
  children,
}: {
  /** i18n key of the title. */
  title: string;
  fullScreen: boolean;
  maxWidth?: 'sm' | 'md';
  onRequestClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onRequestClose();
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onRequestClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
};
