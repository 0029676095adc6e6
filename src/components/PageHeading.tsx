import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useTranslate } from '../i18n/useTranslate';
import { useBarReady } from '../lib/fast/barAfterRows';
import { useReleaseFirstFrame } from '../lib/fast/firstFrameRelease';

/** The page's h1 and the app-bar title, from one message key; `children` sit on the right. */
export const PageHeading = ({
  titleKey,
  subtitle,
  children,
}: {
  titleKey: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  // Always under the layout's app bar, which may wait for a list's rows meanwhile.
  useReleaseFirstFrame({ underBar: true });
  // The app bar's title goes where the bar is: it looks for its place once, when it mounts.
  const barReady = useBarReady();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1, mb: 2 }}>
      {barReady && <Title title={title} />}
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
};
