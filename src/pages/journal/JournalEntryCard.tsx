import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { usePhoneDisplay } from '../../components/phone/PhoneText';
import { type ShowWith, undoPlan } from '../../engine';
import { useTranslate } from '../../i18n/useTranslate';
import type { JournalEntry } from '../../lib/journal';
import { resourceNamed, showsPhone, useJournalText } from './journalText';

const RESULT_COLOR = {
  confirmed: 'success',
  failed: 'error',
  conflict: 'warning',
  skipped: 'warning',
} as const;

/**
 * Field, before, after: what one write changed, each value as the list shows it. A delete shows
 * its record's fields as they were, a create the values sent: one side each.
 */
const Changes = ({
  entry,
  displayPhone,
}: {
  entry: JournalEntry;
  displayPhone: ShowWith['displayPhone'];
}) => {
  const translate = useTranslate();
  const text = useJournalText();
  if (!entry.changes.length) return null;
  const before = entry.kind !== 'create';
  const after = entry.kind !== 'delete';
  return (
    <Table
      size="small"
      sx={{ mt: 1, tableLayout: 'fixed', '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>{translate('app.journal.field')}</TableCell>
          {before ? <TableCell>{translate('app.journal.before')}</TableCell> : null}
          {after ? <TableCell>{translate('app.journal.after')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell>{text.field(entry.resource, change.field)}</TableCell>
            {before ? (
              <TableCell>{text.fieldValue(entry, change.field, change.before, displayPhone)}</TableCell>
            ) : null}
            {after ? (
              <TableCell>{text.fieldValue(entry, change.field, change.after, displayPhone)}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Heading = ({ entry, compact }: { entry: JournalEntry; compact?: boolean }) => {
  const translate = useTranslate();
  const text = useJournalText();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {text.time(entry.at)}
      </Typography>
      <Typography variant="body2" component="span">
        {text.kind(entry)} · {text.resource(entry.resource)}
        {entry.recordName ? ' · ' : ''}
        {entry.recordName ? <strong>{entry.recordName}</strong> : null}
      </Typography>
      <Chip size="small" color={RESULT_COLOR[entry.result]} variant="outlined" label={text.result(entry)} />
      {entry.undoneBy ? <Chip size="small" label={translate('app.journal.undone')} /> : null}
      {entry.undoes && !compact ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.journal.undoes')}
        </Typography>
      ) : null}
    </Box>
  );
};

export interface EntryProps {
  entry: JournalEntry;
  onUndo: (entry: JournalEntry) => void;
  busy: boolean;
  /** The app bar's panel: no tables, one line of each batch. */
  compact?: boolean;
}

/** Undo, or why not (said before the admin tries). */
const UndoControl = ({ entry, onUndo, busy }: Omit<EntryProps, 'compact'>) => {
  const translate = useTranslate();
  const plan = undoPlan(entry, resourceNamed);
  if (!plan.possible)
    return plan.reason === 'undone' ? null : (
      <Typography variant="caption" color="text.secondary">
        {translate(`app.journal.no_undo.${plan.reason}`)}
      </Typography>
    );
  const label = translate('app.journal.undo_named', {
    name: entry.recordName || translate('app.journal.records', { smart_count: entry.items?.length ?? 1 }),
  });
  return (
    <Button
      size="small"
      startIcon={busy ? <CircularProgress size={16} /> : <UndoIcon />}
      disabled={busy}
      aria-label={label}
      onClick={() => onUndo(entry)}
    >
      {translate('app.journal.undo')}
    </Button>
  );
};

/** One entry of the journal: what, when, the platform's answer, the fields before → after, undo. */
export const JournalEntryCard = memo(function JournalEntryCard({ entry, onUndo, busy, compact }: EntryProps) {
  const translate = useTranslate();
  const text = useJournalText();
  const displayPhone = usePhoneDisplay(showsPhone(entry));
  const items = entry.items ?? [];
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: compact ? 1 : 1.5 }}>
      <Heading entry={entry} compact={compact} />
      {entry.message && entry.result === 'failed' ? (
        <Typography variant="body2" color="error">
          {translate(entry.message, { _: entry.message })}
        </Typography>
      ) : null}
      {compact ? null : <Changes entry={entry} displayPhone={displayPhone} />}
      {items.length ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
          {(compact ? items.slice(0, 3) : items).map((item) => (
            <li key={item.id}>
              <Typography variant="body2" component="span">
                {item.recordName} — {text.result(item)}
                {item.changes.length
                  ? `: ${item.changes
                      .map(
                        (change) =>
                          `${text.field(item.resource, change.field)} ${text.fieldValue(item, change.field, change.before, displayPhone)} → ${text.fieldValue(item, change.field, change.after, displayPhone)}`,
                      )
                      .join('; ')}`
                  : ''}
              </Typography>
            </li>
          ))}
          {compact && items.length > 3 ? <li>…</li> : null}
        </Box>
      ) : null}
      {entry.omitted?.length && !compact ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.journal.omitted', {
            fields: entry.omitted.map((field) => text.field(entry.resource, field)).join(', '),
          })}
        </Typography>
      ) : null}
      <Box sx={{ mt: 0.5 }}>
        <UndoControl entry={entry} onUndo={onUndo} busy={busy} />
      </Box>
    </Paper>
  );
});
