import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { JournalEntryCard } from './JournalEntryCard';
import { useJournal } from './useJournal';
import { useUndo } from './useUndo';

/** The last changes of the session, compact, with undo; the whole journal is a link away. */
export const JournalPanel = ({ onNavigate }: { onNavigate: () => void }) => {
  const translate = useTranslate();
  const entries = useJournal();
  const { undo, busy, dialog } = useUndo();
  return (
    <Box sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.journal.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.journal.empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, maxHeight: '60vh', overflowY: 'auto' }}>
          {entries.slice(0, 5).map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} onUndo={undo} busy={busy === entry.id} compact />
          ))}
        </Stack>
      )}
      <Button component={Link} to="/YourChanges" onClick={onNavigate} sx={{ mt: 1 }}>
        {translate('app.journal.all')}
      </Button>
      {dialog}
    </Box>
  );
};
