import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { config } from '../../config';
import { useFormatDate } from '../../i18n/format';
import { useTranslate } from '../../i18n/useTranslate';
import { SheetForm } from './SheetForm';
import { WeeklyGrid } from './WeeklyGrid';
import { isBlockedByMixedContent, readSheetSettings, type SheetSettings, storeSheet } from './weeklyStorage';

/**
 * "Scrap status: … · from – to · Sheet: …", from whatever is stored. The range's days read as
 * every date of the console in the admin's language (formatDate); a stored value that is not a
 * date shows as it is.
 */
const useSubtitle = (settings: SheetSettings) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const day = (value: string) => (value ? formatDate(value) || value : '…');
  const parts: string[] = [];
  if (settings.status) parts.push(translate('app.weekly.status', { status: settings.status }));
  if (settings.start || settings.end) {
    parts.push(translate('app.weekly.range', { from: day(settings.start), to: day(settings.end) }));
  }
  if (settings.sheetId) parts.push(translate('app.weekly.sheet', { id: settings.sheetId }));
  return parts.join(' · ');
};

/** /WeeklyData (Manage Data): the weekly listing rows of the stored sheet, editable in place. */
export const WeeklyDataPage = ({
  pageProtocol = globalThis.location?.protocol ?? '',
}: {
  pageProtocol?: string;
}) => {
  const translate = useTranslate();
  const [settings, setSettings] = useState(() => readSheetSettings());
  const [changing, setChanging] = useState(false);
  const subtitle = useSubtitle(settings);
  const blocked = isBlockedByMixedContent(pageProtocol, config.weeklyApiUrl);

  const open = (sheet: { sheetId: string; start?: string; end?: string }) => {
    setSettings(storeSheet(sheet));
    setChanging(false);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading titleKey="app.weekly.title" subtitle={subtitle || undefined}>
        {settings.sheetId && !changing ? (
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {translate('app.weekly.change_sheet')}
          </Button>
        ) : null}
      </PageHeading>
      {blocked ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.weekly.insecure_host', { url: config.weeklyApiUrl })}
        </Alert>
      ) : null}
      {!settings.sheetId || changing ? (
        <SheetForm
          initial={settings.sheetId}
          onOpen={open}
          onCancel={settings.sheetId ? () => setChanging(false) : undefined}
        />
      ) : (
        <WeeklyGrid key={settings.sheetId} sheetId={settings.sheetId} />
      )}
    </Box>
  );
};
