import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { type ComponentType, useId } from 'react';
import type { RaRecord } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { endpointsOf } from '../endpointCall';
import { isStaleWrite } from '../staleWrite';
import type { AnyResource } from '../types';
import { type Action, bulkActionsOf, type Phase, useBulkAction } from './useBulkAction';

export { bulkActionsOf };

/**
 * One bulk action of a list's selection: asks (naming the records), runs the calls a few at a
 * time past failures, then reports what the server confirmed and what it refused, each refusal
 * named with its message. The refused records stay selected, ready for a retry. Its states are
 * ./useBulkAction's; this is the button and the dialog.
 */
export const BulkActionButton = ({ resource, action }: { resource: AnyResource; action: Action }) => {
  const translate = useTranslate();
  const titleId = useId();
  const bulk = useBulkAction(resource, action);
  const label = bulk.isDelete
    ? translate('ra.action.delete')
    : translate(`resources.${resource.name}.bulk.${action.name}`);
  const Icon: ComponentType | undefined = action.icon;

  return (
    <>
      <Button
        size="small"
        startIcon={Icon ? <Icon /> : undefined}
        color={bulk.isDelete ? 'error' : 'primary'}
        onClick={bulk.open}
      >
        {label}
      </Button>
      <Dialog open={bulk.isOpen} onClose={bulk.close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {bulk.isDelete
            ? translate(`resources.${resource.name}.message.bulk_delete_title`, {
                smart_count: bulk.selected,
              })
            : label}
        </DialogTitle>
        <DialogContent>
          {bulk.phase.step === 'ask' &&
            (bulk.isPending ? (
              <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : (
              <>
                <Typography>
                  {bulk.isDelete
                    ? translate(`resources.${resource.name}.message.bulk_delete_content`, {
                        smart_count: bulk.applicable,
                      })
                    : translate('app.bulk.ask', { smart_count: bulk.applicable })}
                </Typography>
                <List dense aria-label={translate('app.bulk.records')}>
                  {bulk.names.map((name, index) => (
                    // Names can repeat (two stores called the same): the position keeps keys apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    <ListItem key={`${index}:${name}`} sx={{ py: 0 }}>
                      <ListItemText
                        primary={name}
                        data-user-content=""
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItem>
                  ))}
                  {bulk.more > 0 && (
                    <ListItem sx={{ py: 0 }}>
                      <ListItemText primary={translate('app.bulk.more', { smart_count: bulk.more })} />
                    </ListItem>
                  )}
                </List>
                {bulk.isDelete && !endpointsOf(resource).create && (
                  <Typography>{translate('app.journal.cannot_undo_delete')}</Typography>
                )}
                {bulk.skipped > 0 && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {translate('app.bulk.skipped', { smart_count: bulk.skipped })}
                  </Alert>
                )}
                {action.choose && (
                  <TextField
                    select
                    fullWidth
                    sx={{ mt: 2 }}
                    label={translate(action.choose.label)}
                    value={bulk.value}
                    onChange={(event) => bulk.setValue(event.target.value)}
                  >
                    {action.choose.choices.map((choice) => (
                      <MenuItem key={choice.id} value={choice.id}>
                        {translate(choice.name, { _: choice.name })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </>
            ))}
          {bulk.phase.step === 'running' && (
            <Box role="status" aria-live="polite">
              <Typography gutterBottom>
                {translate('app.bulk.progress', { settled: bulk.phase.settled, total: bulk.phase.total })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(bulk.phase.settled / bulk.phase.total) * 100}
                aria-label={translate('app.bulk.progress', {
                  settled: bulk.phase.settled,
                  total: bulk.phase.total,
                })}
              />
            </Box>
          )}
          {bulk.phase.step === 'report' && <Report phase={bulk.phase} nameOf={bulk.nameOf} />}
        </DialogContent>
        <DialogActions>
          {bulk.phase.step === 'report' ? (
            <Button onClick={bulk.close} autoFocus>
              {translate('ra.action.close')}
            </Button>
          ) : (
            <>
              <Button onClick={bulk.close} disabled={bulk.phase.step === 'running'}>
                {translate('ra.action.cancel')}
              </Button>
              <Button
                variant="contained"
                color={bulk.isDelete ? 'error' : 'primary'}
                onClick={bulk.start}
                disabled={
                  bulk.phase.step === 'running' || bulk.isPending || bulk.applicable === 0 || bulk.needsValue
                }
              >
                {bulk.isDelete ? translate('ra.action.confirm') : label}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};

const Report = ({
  phase,
  nameOf,
}: {
  phase: Extract<Phase, { step: 'report' }>;
  nameOf: (record: RaRecord) => string;
}) => {
  const translate = useTranslate();
  const failed = phase.outcomes.filter((outcome) => !outcome.ok);
  const done = phase.outcomes.length - failed.length;
  // Records the stale-write guard skipped (changed or deleted by someone else) are listed apart:
  // the platform refused nothing, the console chose not to write over a colleague's change.
  const refused = failed.filter((outcome) => !isStaleWrite(outcome.error));
  const stale = failed.filter((outcome) => isStaleWrite(outcome.error));
  return (
    <Box role="status">
      <Typography variant="h6" component="p" gutterBottom>
        {translate('app.bulk.report', { done, failed: failed.length })}
      </Typography>
      {phase.skipped > 0 && (
        <Typography>{translate('app.bulk.skipped', { smart_count: phase.skipped })}</Typography>
      )}
      {stale.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{translate('app.stale.bulk_skipped')}</Typography>
          <List dense aria-label={translate('app.stale.bulk_skipped')}>
            {stale.map((outcome) => (
              <ListItem key={String(outcome.item.id)} sx={{ py: 0 }}>
                <ListItemText
                  data-user-content=""
                  primary={nameOf(outcome.item)}
                  secondary={translate(outcome.message ?? 'app.stale.skipped_conflict')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {refused.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{translate('app.bulk.failures')}</Typography>
          <List dense aria-label={translate('app.bulk.failures')}>
            {refused.map((outcome) => (
              <ListItem key={String(outcome.item.id)} sx={{ py: 0 }}>
                <ListItemText
                  // The record's name and the server's words are the platform's data.
                  data-user-content=""
                  primary={nameOf(outcome.item)}
                  // The server's own words, or the console's text for a failure it did not explain.
                  secondary={translate(outcome.message || 'ra.notification.http_error', {
                    _: outcome.message,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {failed.length > 0 && <Typography variant="body2">{translate('app.bulk.still_selected')}</Typography>}
    </Box>
  );
};

/** The bulk actions toolbar of a generated list: one button per declared action. */
export const BulkActionButtons = ({ resource }: { resource: AnyResource }) => (
  <>
    {bulkActionsOf(resource).map((action) => (
      <BulkActionButton key={action.name} resource={resource} action={action} />
    ))}
  </>
);
