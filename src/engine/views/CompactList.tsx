import { Box, LinearProgress, Link, ListItem, List as MuiList, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useRecordContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { cellFor } from '../fieldCells';
import { fieldLabel, fieldsIn } from '../fieldLookup';
import { valueAt } from '../localValues';
import type { FieldDef, ViewProps } from '../types';
import { RowActions, rowActionsOf } from './RowActions';

type AnyField = FieldDef<Record<string, unknown>>;

/** One unbreakable part of an address: cut with an ellipsis if even it is wider than the line. */
const part = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  // An inline-block does not take its link's underline: it asks for it.
  textDecoration: 'inherit',
} as const;

/**
 * An e-mail address in a narrow column: it wraps only before its "@" ("someone" / "@example.com"),
 * never inside a word ("example.co" / "m"); a part still too wide ends in an ellipsis, the whole
 * address in the link's title (hover) and its accessible name (focus). Still a mailto link.
 */
export const EmailText = ({ email }: { email: string }) => {
  const at = email.lastIndexOf('@');
  return (
    <Link
      href={`mailto:${email}`}
      // Its name is the address whole (the parts are inline blocks: some name computations put a
      // space between them).
      aria-label={email}
      title={email}
      onClick={(event) => event.stopPropagation()}
      data-user-content=""
      sx={{ overflowWrap: 'normal', wordBreak: 'keep-all' }}
    >
      {at > 0 ? (
        <>
          <Box component="span" sx={part}>
            {email.slice(0, at)}
          </Box>
          <wbr />
          <Box component="span" sx={part}>
            {email.slice(at)}
          </Box>
        </>
      ) : (
        <Box component="span" sx={part}>
          {email}
        </Box>
      )}
    </Link>
  );
};

/** The compact list's e-mail value; anything but a text (an object the server sent) as its cell. */
const CompactEmail = ({ field }: { field: AnyField }) => {
  const record = useRecordContext();
  const value = record ? valueAt(record, field.source) : undefined;
  return typeof value === 'string' && value ? <EmailText email={value} /> : cellFor(field);
};

const compactCell = (field: AnyField) =>
  field.kind === 'email' && !field.cell && !field.values ? <CompactEmail field={field} /> : cellFor(field);

/**
 * A field's React key: its source and kind, as the table's columns are keyed. One source may be
 * shown twice (an agent's referral number: its link and its QR code).
 */
export const fieldKey = (field: AnyField) => `${field.source}:${field.kind}`;

/** Phones: each record as a short card (a few labelled values) with its row actions. */
export const CompactList = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  const listFields = fieldsIn(resource, 'list');
  const wanted = resource.list?.compact as readonly string[] | undefined;
  const shown = wanted
    ? listFields.filter((field) => wanted.includes(field.source))
    : listFields.filter((field) => field.kind !== 'image' && field.kind !== 'video').slice(0, 3);
  const hasActions = rowActionsOf(resource).length > 0;

  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (!data?.length) {
    return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  }
  return (
    <MuiList dense disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem
            divider
            alignItems="flex-start"
            secondaryAction={hasActions ? <RowActions resource={resource} /> : undefined}
            sx={{ pr: hasActions ? 14 : 2 }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {shown.map((field, index) => (
                <Box key={fieldKey(field)} sx={{ typography: index === 0 ? 'subtitle2' : 'body2' }}>
                  {index > 0 && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
                      {translate('app.schema.labelled', { label: translate(fieldLabel(resource, field)) })}
                    </Typography>
                  )}
                  {compactCell(field)}
                </Box>
              ))}
            </Box>
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};
