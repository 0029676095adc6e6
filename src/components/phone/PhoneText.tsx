import { Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { quickDisplayPhone } from '../../lib/phone';

/**
 * libphonenumber's formatter, loaded once with the phone chunk, and only for a number
 * quickDisplayPhone cannot format (the first rows never wait for it).
 */
type Display = (text: string, countryCode?: string) => string;
let display: Display | undefined;
let loading: Promise<Display> | undefined;
const loadDisplay = () => {
  loading ??= import('../../lib/phoneNumbers').then((module) => {
    display = module.displayPhone;
    return display;
  });
  return loading;
};

/** libphonenumber's formatter, once it is `needed` (a screen that may show no phone does not load it) and has loaded. */
export function usePhoneDisplay(needed = true): Display | undefined {
  const [ready, setReady] = useState<Display | undefined>(() => display);
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    loadDisplay().then(
      (loaded) => live && setReady(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, needed]);
  return ready;
}

/**
 * A list cell for a phone: the record's `source` (and its `countryCode` when the platform keeps
 * the code apart, as stores do) in the international format, the one form from the first paint
 * on: a +1 number at once, any other after a placeholder as wide as the formatted number while
 * libphonenumber loads (never the stored text first: the cell would change under the reader's
 * eyes). A number libphonenumber cannot read shows as stored. Stored and sent values never change.
 */
export const PhoneText = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const raw = record?.[source];
  const text = raw === undefined || raw === null ? '' : String(raw);
  const code = typeof record?.countryCode === 'string' ? record.countryCode : '';
  const quick = text ? quickDisplayPhone(text, code) : undefined;
  const format = usePhoneDisplay(Boolean(text) && quick === undefined);
  if (!text) return null;
  if (quick) return <span style={{ whiteSpace: 'nowrap' }}>{quick}</span>;
  // "+", the digits, a few spaces: the placeholder and the number take the same room.
  const width = `${text.replace(/\D/g, '').length + 4}ch`;
  if (!format) {
    return <Skeleton variant="text" aria-hidden sx={{ display: 'inline-block', width }} />;
  }
  return (
    <span style={{ whiteSpace: 'nowrap', display: 'inline-block', minWidth: width }}>
      {format(text, code)}
    </span>
  );
};
