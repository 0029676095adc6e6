import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { QRCodeCanvas } from 'qrcode.react';
import { useId, useRef } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { useFullScreenDialog } from '../shared';

export const QR_SIZE = 200;

export interface QrCodeDialogProps {
  link: string;
  /** Name of the downloaded PNG, without extension. */
  fileName: string;
  onClose(): void;
}

/** The referral link as a QR code (size 200, spec section 9) with the link as text and a PNG download. Lazy: brings qrcode.react. */
const QrCodeDialog = ({ link, fileName, onClose }: QrCodeDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);

  const download = () => {
    const url = canvas.current?.toDataURL('image/png');
    if (!url) return;
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `${fileName.replace(/[^\w.-]+/g, '-')}.png`;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      // React events bubble through portals: keep dialog clicks away from the list row behind it.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{translate('app.widgets.qr.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <Box sx={{ p: 1, bgcolor: '#fff', lineHeight: 0 }}>
          <QRCodeCanvas
            ref={canvas}
            value={link}
            size={QR_SIZE}
            marginSize={2}
            role="img"
            aria-label={translate('app.widgets.qr.image', { link })}
          />
        </Box>
        <Typography data-user-content variant="body2" sx={{ wordBreak: 'break-all', textAlign: 'center' }}>
          {link}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={download}>{translate('app.widgets.qr.download')}</Button>
        <Button onClick={onClose} variant="contained">
          {translate('app.widgets.qr.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default QrCodeDialog;
