import { Box, Skeleton, Typography } from '@mui/material';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslate } from '../../../i18n/useTranslate';

/**
 * The trends section's heading and help text. Shared by the placeholder (in the dashboard's
 * first chunk) and the lazily loaded panel, so the page outline does not jump when it loads.
 */
export const TrendsFrame = ({
  children,
  actions,
  busy,
  ref,
}: {
  children: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  ref?: Ref<HTMLElement>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box
      component="section"
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-trends-panel
      sx={{ mt: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="h2" variant="h6" id={titleId} sx={{ flex: '1 1 auto' }}>
          {translate('app.trends.title')}
        </Typography>
        {actions}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.trends.help')}
      </Typography>
      {children}
    </Box>
  );
};

/** What stands in for the panel until it is scrolled into view and its chunk has loaded. */
export const TrendsPlaceholder = ({ ref }: { ref?: Ref<HTMLElement> }) => (
  <TrendsFrame ref={ref} busy>
    <Skeleton variant="rectangular" height={240} aria-hidden />
  </TrendsFrame>
);
