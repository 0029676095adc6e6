import TableViewIcon from '@mui/icons-material/TableView';
import { ListItemText, MenuItem } from '@mui/material';
import { useMemo, useState } from 'react';
import { useListContext, useLocaleState, useNotify } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import type { AnyResource } from '../types';
import { MAX_RESULTS } from '../views/ExportMenu';
import { lazyScreen } from '../views/lazyScreen';
import { ToolbarMenu } from '../views/ToolbarMenu';
import type { SheetFormat } from './sheetExport';
import { canEditInSheet, sheetFields } from './sheetFields';

const ImportChangesDialog = lazyScreen(() => import('./ImportChangesDialog'), null);

/**
 * Edit in a spreadsheet: the "Spreadsheet" menu (not a word a row's Edit button shares: a person
 * or a test looking for "Edit" finds the row's), on every list whose resource has an update call
 * and editable fields:
 * export the list as filtered and sorted on screen, for editing (CSV or Excel), and import the
 * changed file (./ImportChangesDialog). Generated from the declaration; nothing per resource.
 */
export const SheetMenu = ({ resource, small }: { resource: AnyResource; small: boolean }) =>
  canEditInSheet(resource) ? <SheetMenuButton resource={resource} small={small} /> : null;

const SheetMenuButton = ({ resource, small }: { resource: AnyResource; small: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { getData, total } = useListContext();
  const fields = useMemo(() => sheetFields(resource), [resource]);
  const [importing, setImporting] = useState(false);
  const label = translate('app.sheet.menu');

  const exportAs = async (format: SheetFormat, close: () => void) => {
    close();
    if (!getData) return;
    try {
      const [records, { sheetLanguages }, { sheetTable, downloadSheet }] = await Promise.all([
        getData({ maxResults: MAX_RESULTS }),
        import('./sheetLanguages'),
        import('./sheetExport'),
      ]);
      const [language] = await sheetLanguages(resource, fields, locale);
      if (!language) return;
      const table = await sheetTable(fields, records, language, translate);
      const name = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });
      await downloadSheet(table, name, format);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <>
      <ToolbarMenu label={label} icon={<TableViewIcon />} iconOnly={small}>
        {(close) => [
          <MenuItem key="csv" disabled={total === 0} onClick={() => void exportAs('csv', close)}>
            <ListItemText>{translate('app.sheet.export_csv')}</ListItemText>
          </MenuItem>,
          <MenuItem key="xlsx" disabled={total === 0} onClick={() => void exportAs('xlsx', close)}>
            <ListItemText>{translate('app.sheet.export_xlsx')}</ListItemText>
          </MenuItem>,
          <MenuItem
            key="import"
            onClick={() => {
              close();
              setImporting(true);
            }}
          >
            <ListItemText>{translate('app.sheet.import')}…</ListItemText>
          </MenuItem>,
        ]}
      </ToolbarMenu>
      {importing && <ImportChangesDialog resource={resource} onClose={() => setImporting(false)} />}
    </>
  );
};
