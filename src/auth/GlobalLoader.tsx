import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';

/** Spec section 9: the loader hides itself after 50,000 ms even if the call never settles. */
export const LOADER_MAX_MS = 50_000;

export const GlobalLoader = ({ active, maxMs = LOADER_MAX_MS }: { active: boolean; maxMs?: number }) => {
  const translate = useTranslate();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!active) return;
    const timer = setTimeout(() => setExpired(true), maxMs);
    return () => clearTimeout(timer);
  }, [active, maxMs]);
  if (!active || expired) return null;
  return (
    <LinearProgress
      aria-label={translate('app.auth.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
};
