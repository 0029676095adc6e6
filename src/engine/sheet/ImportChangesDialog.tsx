import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh } from 'react-admin';
import { FilePickerButton } from '../../components/FilePickerButton';
import { useTranslate } from '../../i18n/useTranslate';
import { journal } from '../../lib/appCaches';
import { fieldLabel, recordName } from '../fieldLookup';
import { undoEntry } from '../journalUndo';
import { type ShowWith, shownValue } from '../shownValue';
import type { AnyResource } from '../types';
import { downloadSheet } from './sheetExport';
import { choiceKey } from './sheetImport';
import type { SheetPreview } from './sheetPreview';
import { reportTable } from './sheetReport';
import { type Applied, outcomeKind, useSheetImport } from './useSheetImport';

/** Records listed with their changes; the rest are counted (all of them are in the report). */
const LISTED = 50;

/**
 * Import changes: a file exported for editing, changed in a spreadsheet, brought back. Nothing is
 * written before the preview (each change now → in the file, refused values named, records a
 * colleague changed since with a choice per field); then the writes, with progress and Stop; then
 * the report, and the undo of the whole import.
 */
const ImportChangesDialog = ({ resource, onClose }: { resource: AnyResource; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const inputId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const state = useSheetImport(resource);
  const { phase } = state;
  const show = useShow();
  const labelOf = (source: string) => {
    const field = state.fields.find((candidate) => candidate.source === source);
    return translate(field ? fieldLabel(resource, field) : source, { _: source });
  };
  const nameOf = (id: string) => recordName(resource, state.records.get(id)) || id;
  const textOf = (source: string, value: unknown) => {
    const field = state.fields.find((candidate) => candidate.source === source);
    const text = field && show ? shownValue(field, value, undefined, show) : String(value ?? '');
    return text || translate('app.stale.empty');
  };
  const busy = phase.step === 'reading' || phase.step === 'applying';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void state.choose(file);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {translate('app.sheet.title', {
          name: translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name }),
        })}
      </DialogTitle>
      <DialogContent dividers>
        {(phase.step === 'choose' || phase.step === 'reading') && (
          <>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.sheet.intro')}</DialogContentText>
            <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
              {translate('app.sheet.file_label')}
            </Typography>
            <FilePickerButton
              id={inputId}
              accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={onFile}
              fileName={state.fileName || undefined}
              disabled={phase.step === 'reading'}
              chooseLabel="app.sheet.choose"
            />
            {phase.step === 'choose' && phase.failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(phase.failure.key, phase.failure.args)}
              </Alert>
            )}
            {phase.step === 'reading' && (
              <Box role="status" sx={{ mt: 2 }}>
                <Typography gutterBottom>{translate('app.sheet.reading')}</Typography>
                <LinearProgress aria-label={translate('app.sheet.reading')} />
              </Box>
            )}
          </>
        )}
        {phase.step === 'preview' && (
          <PreviewBody
            preview={phase.preview}
            labelOf={labelOf}
            nameOf={nameOf}
            textOf={textOf}
            choices={state.choices}
            onChoose={state.chooseSide}
          />
        )}
        {phase.step === 'applying' && (
          <Box role="status" aria-live="polite">
            <Typography gutterBottom>
              {translate('app.sheet.progress', { settled: phase.settled, total: phase.total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={phase.total ? (phase.settled / phase.total) * 100 : 100}
              aria-label={translate('app.sheet.progress', { settled: phase.settled, total: phase.total })}
            />
          </Box>
        )}
        {phase.step === 'done' && (
          <DoneBody
            resource={resource}
            preview={phase.preview}
            applied={phase.applied}
            labelOf={labelOf}
            nameOf={nameOf}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {phase.step === 'applying' ? (
          <Button onClick={state.stop} color="warning">
            {translate('app.sheet.stop')}
          </Button>
        ) : phase.step === 'preview' ? (
          <>
            <Button onClick={state.reset}>{translate('app.sheet.choose')}</Button>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            {phase.preview.changed.length > 0 && (
              <Button variant="contained" disabled={state.unresolved > 0} onClick={() => void state.apply()}>
                {translate('app.sheet.apply', { smart_count: phase.preview.changed.length })}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={onClose} disabled={phase.step === 'reading'}>
            {translate('ra.action.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
export default ImportChangesDialog;

/** How values are shown (phones in the one international format): the formatter loads here. */
function useShow(): ShowWith | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [displayPhone, setDisplayPhone] = useState<ShowWith['displayPhone']>();
  useEffect(() => {
    let live = true;
    void import('../../lib/phoneNumbers').then((module) => {
      if (live) setDisplayPhone(() => module.displayPhone);
    });
    return () => {
      live = false;
    };
  }, []);
  return displayPhone ? { translate, locale, displayPhone } : undefined;
}

interface PreviewProps {
  preview: SheetPreview;
  labelOf: (source: string) => string;
  nameOf: (id: string) => string;
  textOf: (source: string, value: unknown) => string;
  choices: Record<string, 'theirs' | 'yours'>;
  onChoose: (id: string, source: string, side: 'theirs' | 'yours') => void;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};

const PreviewBody = ({ preview, labelOf, nameOf, textOf, choices, onChoose }: PreviewProps) => {
  const translate = useTranslate();
  const conflicted = preview.changed.filter((record) => record.changes.some((change) => change.conflict));
  const listed = preview.changed.slice(0, LISTED);
  const rowList = (rows: number[]) => rows.join(', ');
  return (
    <>
      <Typography role="status">
        {translate('app.sheet.summary', {
          rows: preview.rows,
          smart_count: preview.changed.length,
          unchanged: preview.unchanged,
        })}
      </Typography>
      {preview.changed.length === 0 && preview.invalid.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.sheet.nothing')}
        </Alert>
      )}
      {preview.ignored.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.sheet.ignored', { columns: preview.ignored.join(', ') })}
        </Alert>
      )}
      {preview.unstamped > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.sheet.unstamped', { smart_count: preview.unstamped })}
        </Alert>
      )}
      {preview.noId.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.sheet.no_id', { rows: rowList(preview.noId) })}
        </Alert>
      )}
      {preview.repeated.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.sheet.repeated', { rows: rowList(preview.repeated.map((row) => row.row)) })}
        </Alert>
      )}
      {conflicted.length > 0 && (
        <Section title={translate('app.sheet.conflicts')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.sheet.conflicts_intro')}
          </Typography>
          {conflicted.map((record) => (
            <Box key={record.id} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }} data-user-content="">
                {nameOf(record.id)}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={nameOf(record.id)}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.journal.field')}</TableCell>
                      <TableCell>{translate('app.sheet.exported')}</TableCell>
                      <TableCell colSpan={2}>{translate('app.sheet.keep')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {record.changes
                      .filter((change) => change.conflict)
                      .map((change) => (
                        <ConflictRow
                          key={change.source}
                          label={labelOf(change.source)}
                          exported={textOf(change.source, change.exported)}
                          theirs={textOf(change.source, change.now)}
                          yours={textOf(change.source, change.file)}
                          value={choices[choiceKey(record.id, change.source)]}
                          onChange={(side) => onChoose(record.id, change.source, side)}
                        />
                      ))}
                  </TableBody>
                </Table>
              </Box>
            </Box>
          ))}
        </Section>
      )}
      {preview.changed.length > 0 && (
        <Section title={translate('app.sheet.changes')}>
          <List dense>
            {listed.map((record) => (
              <ListItem key={record.id} sx={{ display: 'block', py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }} data-user-content="">
                  {nameOf(record.id)}
                </Typography>
                {record.changes.map((change) => (
                  <Typography key={change.source} variant="body2" data-user-content="">
                    {translate('app.sheet.change_line', {
                      field: labelOf(change.source),
                      now: textOf(change.source, change.now),
                      file: textOf(change.source, change.file),
                    })}
                  </Typography>
                ))}
              </ListItem>
            ))}
          </List>
          {preview.changed.length > LISTED && (
            <Typography variant="body2">
              {translate('app.sheet.more', { smart_count: preview.changed.length - LISTED })}
            </Typography>
          )}
        </Section>
      )}
      {preview.invalid.length > 0 && (
        <Section title={translate('app.sheet.invalid')}>
          <List dense>
            {preview.invalid.slice(0, LISTED).map((cell) => (
              <ListItem key={`${cell.row} ${cell.source}`} sx={{ py: 0 }}>
                <ListItemText
                  data-user-content=""
                  primary={translate('app.sheet.invalid_line', {
                    row: cell.row,
                    column: cell.column,
                    text: cell.text,
                    reason: translate(cell.reason.key, cell.reason.args),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {preview.gone.length > 0 && (
        <Section title={translate('app.sheet.gone')}>
          <List dense>
            {preview.gone.slice(0, LISTED).map((gone) => (
              <ListItem key={gone.row} sx={{ py: 0 }}>
                <ListItemText primary={translate('app.sheet.row_id', { row: gone.row, id: gone.id })} />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
    </>
  );
};

const ConflictRow = (props: {
  label: string;
  exported: string;
  theirs: string;
  yours: string;
  value?: 'theirs' | 'yours';
  onChange: (side: 'theirs' | 'yours') => void;
}) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {props.label}
      </TableCell>
      <TableCell data-user-content="">{props.exported}</TableCell>
      <TableCell colSpan={2}>
        <RadioGroup
          row
          aria-label={props.label}
          value={props.value ?? ''}
          onChange={(event) => props.onChange(event.target.value as 'theirs' | 'yours')}
        >
          <FormControlLabel
            value="theirs"
            control={<Radio />}
            label={
              <span data-user-content="">
                {translate('app.schema.labelled', { label: translate('app.stale.theirs') })} {props.theirs}
              </span>
            }
          />
          <FormControlLabel
            value="yours"
            control={<Radio />}
            label={
              <span data-user-content="">
                {translate('app.schema.labelled', { label: translate('app.stale.yours') })} {props.yours}
              </span>
            }
          />
        </RadioGroup>
      </TableCell>
    </TableRow>
  );
};

const DoneBody = ({
  resource,
  preview,
  applied,
  labelOf,
  nameOf,
}: {
  resource: AnyResource;
  preview: SheetPreview;
  applied: Applied;
  labelOf: (source: string) => string;
  nameOf: (id: string) => string;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [undoing, setUndoing] = useState<'no' | 'busy' | 'done'>('no');
  const count = (kind: string) => applied.outcomes.filter((outcome) => outcomeKind(outcome) === kind).length;
  const notWritten = applied.outcomes.filter((outcome) => !outcome.ok);
  const download = async () => {
    const table = reportTable(preview, applied, { translate, nameOf, labelOf });
    await downloadSheet(table, `${resource.name}-import-report`, 'csv');
  };
  const undo = async () => {
    if (!applied.batch) return;
    setUndoing('busy');
    const outcome = await undoEntry(applied.batch, dataProvider, () => resource, journal);
    refresh();
    setUndoing('done');
    if (outcome.kind === 'batch')
      notify('app.sheet.undone', {
        type: outcome.failed.length ? 'warning' : 'success',
        messageArgs: { done: outcome.done, failed: outcome.failed.length },
      });
    else if (outcome.kind === 'failed') notify(outcome.message, { type: 'error' });
  };
  return (
    <>
      <Typography role="status">
        {translate('app.sheet.result', {
          written: count('written'),
          skipped: count('skipped'),
          refused: count('refused'),
          stopped: applied.stopped.length,
        })}
      </Typography>
      {notWritten.length > 0 && (
        <List dense>
          {notWritten.slice(0, LISTED).map((outcome) => (
            <ListItem key={outcome.item.id} sx={{ py: 0 }}>
              <ListItemText
                data-user-content=""
                primary={nameOf(outcome.item.id)}
                secondary={translate(outcome.message ?? 'ra.notification.http_error', { _: outcome.message })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" onClick={() => void download()}>
          {translate('app.sheet.report')}
        </Button>
        {applied.batch && count('written') > 0 && (
          <Button variant="outlined" color="warning" disabled={undoing !== 'no'} onClick={() => void undo()}>
            {translate('app.sheet.undo')}
          </Button>
        )}
      </Box>
    </>
  );
};
