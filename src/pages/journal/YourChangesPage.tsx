import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import { JournalEntryCard } from './JournalEntryCard';
import { exportJournal } from './journalExport';
import { useJournalText } from './journalText';
import { useJournal } from './useJournal';
import { useUndo } from './useUndo';

/** Entries listed at first, and added by "Show more": at 1,000 entries the page stays quick. */
const PAGE = 50;
/** Cards drawn per frame: fifty in one commit were a task of about 400 ms, ten of 78–90 ms, four no less (npm run bench). */
const PER_FRAME = 10;

/** "Your changes": the admin's journal of this session, newest first, with undo. */
export const YourChangesPage = () => {
  const translate = useTranslate();
  const text = useJournalText();
  const entries = useJournal();
  const { undo, busy, dialog } = useUndo();
  const [resource, setResource] = useState('');
  const [shown, setShown] = useState(PAGE);
  const names = useMemo(() => [...new Set(entries.map((entry) => entry.resource))].sort(), [entries]);
  const listed = useMemo(
    () => (resource ? entries.filter((entry) => entry.resource === resource) : entries),
    [entries, resource],
  );
  const [drawn, setDrawn] = useState(PER_FRAME);
  const wanted = Math.min(shown, listed.length);
  useEffect(() => {
    if (drawn >= wanted) return;
    const frame = requestAnimationFrame(() => setDrawn((count) => count + PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [drawn, wanted]);
  const exportNow = () =>
    void exportJournal(
      listed,
      ['when', 'admin', 'resource', 'record', 'change', 'result', 'field', 'before', 'after'].map((key) =>
        translate(`app.journal.${key as 'when'}`),
      ),
      text,
      'your-changes',
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <PageHeading titleKey="app.journal.title" subtitle={translate('app.journal.intro')}>
        <Button startIcon={<DownloadIcon />} onClick={exportNow} disabled={!listed.length}>
          {translate('app.journal.export')}
        </Button>
      </PageHeading>
      {names.length > 1 ? (
        <TextField
          select
          size="small"
          label={translate('app.journal.resource')}
          value={resource}
          onChange={(event) => {
            setResource(event.target.value);
            setShown(PAGE);
          }}
          sx={{ minWidth: 220, mb: 2 }}
        >
          <MenuItem value="">{translate('app.journal.all_resources')}</MenuItem>
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {text.resource(name)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {listed.length === 0 ? (
        // The first frame, rendered at build time, cannot know this browser's journal: no verdict.
        typeof document === 'undefined' ? null : (
          <Typography color="text.secondary">{translate('app.journal.empty')}</Typography>
        )
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label={translate('app.journal.title')}>
          {listed.slice(0, Math.min(shown, drawn)).map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} onUndo={undo} busy={busy === entry.id} />
          ))}
        </Stack>
      )}
      {listed.length > shown ? (
        <Button sx={{ mt: 1 }} onClick={() => setShown(shown + PAGE)}>
          {translate('app.journal.more', { smart_count: listed.length - shown })}
        </Button>
      ) : null}
      {dialog}
    </Box>
  );
};
