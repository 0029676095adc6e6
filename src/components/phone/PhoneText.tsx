import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';

/**
 * libphonenumber's formatter, loaded once with the phone chunk (lists show phones after their
 * rows: the first rows never wait for it).
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

/**
 * Every phone of the console in one international format, as the stored value says it; loaded
 * once `needed` (a screen that may show none does not load it).
 */
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
 * the code apart, as stores do) in the international format; the stored text until the
 * formatter has loaded, and for a number it cannot read. Stored and sent values never change.
 */
export const PhoneText = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const format = usePhoneDisplay();
  const raw = record?.[source];
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw);
  const code = typeof record?.countryCode === 'string' ? record.countryCode : '';
  const shown = format ? format(text, code) : code && !text.startsWith('+') ? `${code} ${text}` : text;
  return <span style={{ whiteSpace: 'nowrap' }}>{shown}</span>;
};
