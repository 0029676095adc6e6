import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { referralLink } from './referralLink';

export interface ReferralLinkFieldProps {
  source?: string;
  /** Column header key for react-admin lists. */
  label?: string;
}

/** Copies the text, throwing when the Clipboard API is missing (plain-http pages have none). */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/** The agent's Reference ID as a button: a click copies the registration link and says so. */
export const ReferralLinkField = ({ source = 'referralNumber' }: ReferralLinkFieldProps) => {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const link = referralLink(value);

  const copy = async (event: React.MouseEvent) => {
    // Inside a list row: the click must not also trigger the row's own action.
    event.stopPropagation();
    try {
      await copyText(link);
      notify('app.widgets.referral.copied', { type: 'info' });
    } catch (error) {
      console.error('Copying the referral link failed', error);
      notify('app.widgets.referral.copy_failed', { type: 'warning', messageArgs: { link } });
    }
  };

  return (
    <Button
      size="small"
      onClick={copy}
      title={translate('app.widgets.referral.copy_hint')}
      sx={{ textTransform: 'none', fontFamily: 'monospace', minWidth: 0 }}
    >
      {String(value)}
    </Button>
  );
};
