import HistoryIcon from '@mui/icons-material/History';
import { Badge, IconButton, Popover } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import { useJournal } from './useJournal';

// The panel's code (entries, undo, the conflict dialog) loads when it first opens.
const JournalPanel = lazy(() => import('./JournalPanel').then((m) => ({ default: m.JournalPanel })));

/**
 * The app bar's way into the journal: the number of changes made in this session, and a compact
 * panel of the last ones with undo. On a phone the menu's "Your changes" entry does the same.
 */
const JournalButton = () => {
  const translate = useTranslate();
  const entries = useJournal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const label = translate('app.journal.open', { smart_count: entries.length });
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <Badge badgeContent={entries.length} color="secondary" max={99}>
          <HistoryIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // A set width: the panel's code arrives after the popover has placed itself.
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('app.journal.title'),
            sx: { width: 440, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {anchor ? (
          <Suspense fallback={null}>
            <JournalPanel onNavigate={() => setAnchor(null)} />
          </Suspense>
        ) : null}
      </Popover>
    </>
  );
};

export default JournalButton;
