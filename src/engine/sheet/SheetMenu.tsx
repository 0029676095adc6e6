import TableViewIcon from '@mui/icons-material/TableView';
import { Button, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useListContext, useLocaleState, useNotify } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import type { AnyResource } from '../types';
import { lazyScreen } from '../views/lazyScreen';
import type { SheetFormat } from './sheetExport';
import { canEditInSheet, sheetFields } from './sheetFields';

const ImportChangesDialog = lazyScreen(() => import('./ImportChangesDialog'), null);

/** Every record the list's filters select, as react-admin's ExportButton fetches them. */
const MAX_RESULTS = 1_000_000;

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const menuId = useId();
  const label = translate('app.sheet.menu');

  const exportAs = async (format: SheetFormat) => {
    setAnchor(null);
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

  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const menuProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: open,
  };
  return (
    <>
      {small ? (
        <IconButton color="primary" aria-label={label} title={label} {...menuProps}>
          <TableViewIcon />
        </IconButton>
      ) : (
        <Button size="small" startIcon={<TableViewIcon />} {...menuProps}>
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled={total === 0} onClick={() => void exportAs('csv')}>
          <ListItemText>{translate('app.sheet.export_csv')}</ListItemText>
        </MenuItem>
        <MenuItem disabled={total === 0} onClick={() => void exportAs('xlsx')}>
          <ListItemText>{translate('app.sheet.export_xlsx')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setImporting(true);
          }}
        >
          <ListItemText>{translate('app.sheet.import')}…</ListItemText>
        </MenuItem>
      </Menu>
      {importing && <ImportChangesDialog resource={resource} onClose={() => setImporting(false)} />}
    </>
  );
};
