import { Box, LinearProgress, ListItem, List as MuiList, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { fieldLabel, fieldsIn } from '../defineResource';
import { cellFor } from '../fieldCells';
import type { ViewProps } from '../types';
import { RowActions, rowActionsOf } from './RowActions';

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
                <Box key={field.source} sx={{ typography: index === 0 ? 'subtitle2' : 'body2' }}>
                  {index > 0 && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
                      {translate(fieldLabel(resource, field))}:
                    </Typography>
                  )}
                  {cellFor(field)}
                </Box>
              ))}
            </Box>
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};
