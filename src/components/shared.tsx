import { Box, Skeleton, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from '../i18n/useTranslate';

/** Dialogs take the whole screen on phones (under the `sm` breakpoint), as the product standard asks. */
export const useFullScreenDialog = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/**
 * What a lazy part of a widget shows while its chunk loads: its size, announced to screen
 * readers, so the form does not jump when the real control arrives.
 */
export const InputSkeleton = ({ height = 56 }: { height?: number }) => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-label={translate('app.widgets.loading')} sx={{ width: '100%' }}>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
};
