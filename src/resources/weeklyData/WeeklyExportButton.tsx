import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { errorMessage } from '../../api/envelope';
import { useTranslate } from '../../i18n/useTranslate';
import type { WeeklyRecord } from '.';
import { type ExportProgress, exportFileName, fetchSheetRows, toWeeklyCsv } from './weeklyExport';

const DESCRIPTION_ID = 'weekly-export-description';

/**
 * "Export": every row of the sheet (not only this page) in the grid's current sort, as CSV with
 * the spec's columns (see weeklyExport.ts). Disabled while the list first loads, when it failed
 * and when the sheet is empty. While it runs, a polite live text counts the rows fetched; the
 * button stays focusable (aria-disabled) and ignores further clicks.
 */
export const WeeklyExportButton = ({ sheetId }: { sheetId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { sort, filter, filterValues, total, isPending, error, resource } = useListContext<WeeklyRecord>();
  const [progress, setProgress] = useState<ExportProgress>();
  // A ref, not state: two clicks in one tick both see the state before its re-render.
  const running = useRef(false);
  const count = total ?? 0;

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ done: 0, total: count });
    try {
      const rows = await fetchSheetRows(
        dataProvider,
        { resource, sort, filter: { ...filterValues, ...filter } },
        setProgress,
      );
      const csv = await toWeeklyCsv(rows, (field) => translate(`app.weekly.columns.${field}`));
      downloadCSV(csv, exportFileName(sheetId));
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    } finally {
      running.current = false;
      setProgress(undefined);
    }
  };

  return (
    <>
      <Typography component="span" variant="body2" color="text.secondary" aria-live="polite">
        {progress ? translate('app.weekly.export.progress', { ...progress }) : null}
      </Typography>
      <Button
        size="small"
        startIcon={progress ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={isPending || Boolean(error) || count === 0}
        aria-disabled={progress ? true : undefined}
        aria-describedby={DESCRIPTION_ID}
        onClick={() => void run()}
      >
        {translate('ra.action.export')}
      </Button>
      <span id={DESCRIPTION_ID} hidden>
        {translate('app.weekly.export.description', { smart_count: count })}
      </span>
    </>
  );
};

/** Above the grid in every state of the list (loading, empty, rows), so nothing moves. */
export const WeeklyToolbar = ({ sheetId }: { sheetId: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1 }}>
    <WeeklyExportButton sheetId={sheetId} />
  </Box>
);
