import QrCodeIcon from '@mui/icons-material/QrCode2';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { referralLink } from './referralLink';

// qrcode.react is loaded the first time a QR dialog opens.
const QrCodeDialog = lazy(() => import('./QrCodeDialog'));

export interface QrCodeButtonProps {
  source?: string;
  label?: string;
}

/** The QR icon of an agent row: opens the QR code of the agent's registration link. */
export const QrCodeButton = ({ source = 'referralNumber' }: QrCodeButtonProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const title = translate('app.widgets.qr.show');
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          aria-label={title}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <QrCodeIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <QrCodeDialog
            link={referralLink(value)}
            fileName={`qr-${String(value)}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
