import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';

/** Rows a table shows at first and adds per click: thousands of rows are never all rendered. */
export const ROWS_PER_STEP = 50;

/** How many of `total` rows are shown; back to the first step when `resetOn` changes. */
export function useShowMore(total: number, resetOn?: unknown) {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetOn is the reason to start over
  useEffect(() => setShown(ROWS_PER_STEP), [resetOn]);
  return { shown: Math.min(shown, total), more: () => setShown((n) => n + ROWS_PER_STEP) };
}

/** "Showing 50 of 120 rows" and a button for the next step, when rows are left. */
export const ShowMore = ({ state, total }: { state: ReturnType<typeof useShowMore>; total: number }) => {
  const translate = useTranslate();
  if (state.shown >= total) return null;
  const next = Math.min(ROWS_PER_STEP, total - state.shown);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.businessUploads.reconcile.showing', { shown: state.shown, smart_count: total })}
      </Typography>
      <Button size="small" onClick={state.more}>
        {translate('app.businessUploads.reconcile.show_more', { smart_count: next })}
      </Button>
    </Box>
  );
};
