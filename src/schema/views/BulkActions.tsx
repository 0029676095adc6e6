import DeleteIcon from '@mui/icons-material/Delete';
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
import { type ComponentType, useId, useRef, useState } from 'react';
import {
  type Identifier,
  type RaRecord,
  useDataProvider,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { journal } from '../../lib/appCaches';
import { type BulkOutcome, runBulk } from '../../lib/bulk';
import { endpointsOf } from '../endpointCall';
import { recordName } from '../fieldLookup';
import { isStaleWrite } from '../staleWrite';
import type { AnyResource, BulkActionDef } from '../types';
import { hasBulkActions } from './dialogNavigation';

type Action = BulkActionDef<RaRecord>;

/** The built-in bulk delete, as a declared bulk action: one delete per record. */
const deleteAction: Action = {
  name: 'delete',
  icon: DeleteIcon,
  run: ({ record, dataProvider, resource }) =>
    dataProvider.delete(resource, { id: record.id, previousData: record }),
};

/** A resource's bulk actions: its declared ones (`'delete'` is the built-in), else delete when it can. */
export function bulkActionsOf(resource: AnyResource): Action[] {
  if (!hasBulkActions(resource)) return [];
  const declared = resource.list?.bulkActions ?? ['delete'];
  return declared.map((action) => (action === 'delete' ? deleteAction : (action as Action)));
}

/** How many names a confirmation lists before "and 12 more". */
const NAMES_SHOWN = 5;

type Phase =
  | { step: 'ask' }
  | { step: 'running'; settled: number; total: number }
  | { step: 'report'; outcomes: BulkOutcome<RaRecord>[]; skipped: number };

/**
 * One bulk action of a list's selection: asks (naming the records), runs the calls a few at a
 * time past failures, then reports what the server confirmed and what it refused, each refusal
 * named with its message. The refused records stay selected, ready for a retry.
 */
export const BulkActionButton = ({ resource, action }: { resource: AnyResource; action: Action }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, onSelect } = useListContext();
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });
  const [value, setValue] = useState('');
  const running = useRef(false);
  const titleId = useId();
  const { data: records, isPending } = useGetMany(
    resource.name,
    { ids: selectedIds as Identifier[] },
    { enabled: open },
  );
  const isDelete = action === deleteAction;
  const label = isDelete
    ? translate('ra.action.delete')
    : translate(`resources.${resource.name}.bulk.${action.name}`);
  const Icon: ComponentType | undefined = action.icon;
  const applicable = (records ?? []).filter((record) => !action.appliesTo || action.appliesTo(record));
  const skipped = (records?.length ?? 0) - applicable.length;
  const nameOf = (record: RaRecord) => recordName(resource, record) || String(record.id);

  const start = async () => {
    if (running.current || applicable.length === 0) return;
    running.current = true;
    setPhase({ step: 'running', settled: 0, total: applicable.length });
    // One entry of the admin's journal for the batch, with a record each.
    const batch = journal.beginBatch(resource.name, isDelete ? 'delete' : action.name);
    const outcomes = await runBulk(
      applicable,
      (record) => action.run({ record, value: value || undefined, dataProvider, resource: resource.name }),
      { onProgress: (settled, total) => setPhase({ step: 'running', settled, total }) },
    ).finally(batch.end);
    running.current = false;
    const failed = outcomes.filter((outcome) => !outcome.ok);
    setPhase({ step: 'report', outcomes, skipped });
    refresh();
    const done = outcomes.length - failed.length;
    notify('app.bulk.report', {
      type: failed.length ? 'warning' : 'success',
      messageArgs: { done, failed: failed.length },
    });
  };

  const close = () => {
    if (running.current) return;
    // After a report the refused records stay selected for a retry, the others leave the
    // selection (done on closing: an empty selection hides the toolbar, and this dialog with it).
    if (phase.step === 'report')
      onSelect(phase.outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.item.id));
    setOpen(false);
    setPhase({ step: 'ask' });
    setValue('');
  };

  const names = applicable.slice(0, NAMES_SHOWN).map(nameOf);
  const more = applicable.length - names.length;
  const needsValue = Boolean(action.choose) && !value;

  return (
    <>
      <Button
        size="small"
        startIcon={Icon ? <Icon /> : undefined}
        color={isDelete ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {isDelete
            ? translate(`resources.${resource.name}.message.bulk_delete_title`, {
                smart_count: selectedIds.length,
              })
            : label}
        </DialogTitle>
        <DialogContent>
          {phase.step === 'ask' &&
            (isPending ? (
              <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : (
              <>
                <Typography>
                  {isDelete
                    ? translate(`resources.${resource.name}.message.bulk_delete_content`, {
                        smart_count: applicable.length,
                      })
                    : translate('app.bulk.ask', { smart_count: applicable.length })}
                </Typography>
                <List dense aria-label={translate('app.bulk.records')}>
                  {names.map((name, index) => (
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
                  {more > 0 && (
                    <ListItem sx={{ py: 0 }}>
                      <ListItemText primary={translate('app.bulk.more', { smart_count: more })} />
                    </ListItem>
                  )}
                </List>
                {isDelete && !endpointsOf(resource).create && (
                  <Typography>{translate('app.journal.cannot_undo_delete')}</Typography>
                )}
                {skipped > 0 && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {translate('app.bulk.skipped', { smart_count: skipped })}
                  </Alert>
                )}
                {action.choose && (
                  <TextField
                    select
                    fullWidth
                    sx={{ mt: 2 }}
                    label={translate(action.choose.label)}
                    value={value}
                    onChange={(event) => setValue(event.target.value)}
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
          {phase.step === 'running' && (
            <Box role="status" aria-live="polite">
              <Typography gutterBottom>
                {translate('app.bulk.progress', { settled: phase.settled, total: phase.total })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(phase.settled / phase.total) * 100}
                aria-label={translate('app.bulk.progress', { settled: phase.settled, total: phase.total })}
              />
            </Box>
          )}
          {phase.step === 'report' && <Report phase={phase} nameOf={nameOf} />}
        </DialogContent>
        <DialogActions>
          {phase.step === 'report' ? (
            <Button onClick={close} autoFocus>
              {translate('ra.action.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={phase.step === 'running'}>
                {translate('ra.action.cancel')}
              </Button>
              <Button
                variant="contained"
                color={isDelete ? 'error' : 'primary'}
                onClick={start}
                disabled={phase.step === 'running' || isPending || applicable.length === 0 || needsValue}
              >
                {isDelete ? translate('ra.action.confirm') : label}
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
