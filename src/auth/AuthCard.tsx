import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocaleMenuButton } from '../i18n/LocaleMenuButton';
import { useTranslate } from '../i18n/useTranslate';
import { useReleaseFirstFrame } from '../lib/fast/firstFrameRelease';
import { GlobalLoader } from './GlobalLoader';

interface AuthCardProps {
  titleKey: string;
  /** Optional line under the heading (already a translation key, with its arguments). */
  introKey?: string;
  introArgs?: Record<string, unknown>;
  loading?: boolean;
  children: ReactNode;
}

/** The frame every account screen shares: heading, locale switcher, a centred card, the loader. */
export const AuthCard = ({ titleKey, introKey, introArgs, loading = false, children }: AuthCardProps) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  useReleaseFirstFrame();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        pb: 4,
        background: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <title>{title}</title>
      <GlobalLoader active={loading} />
      <Box sx={{ alignSelf: 'flex-end', color: 'common.white', pt: 1 }}>
        <LocaleMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, mt: { xs: 3, sm: 8 } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {introKey && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(introKey, introArgs)}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
