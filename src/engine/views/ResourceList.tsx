import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { DataTable, ListBase, Loading, useLocaleState } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../i18n/Pagination';
import { useTranslate } from '../../i18n/useTranslate';
import { FirstRows } from '../fast/FirstRows';
import { cellFor } from '../fieldCells';
import { fieldLabel, fieldsIn } from '../fieldLookup';
import type { AnyResource, ViewProps } from '../types';
import { ChangedRows, changedRowSx, TruncatedNotice, useChangedRows } from './ChangedRows';
import { CompactList } from './CompactList';
import { CreateDialogButton } from './CreateDialogButton';
import { capabilities, hasBulkActions, RowNavigation } from './dialogNavigation';
import { ListFrame } from './ListFrame';
import { screenExporter } from './listExport';
import { LazyDeleteConfirm, RowActions, RowNumber, rowActionsOf } from './RowActions';

export { CreateDialogButton };

const LIST_SX = {
  // The list's column may shrink below its table's width: the table scrolls, not the page.
  '& .RaList-main': { minWidth: 0 },
  // Search and buttons share a line while they fit (a phone stacks them already).
  // (The toolbar is ./ListTools.tsx, in ./ListFrame.tsx.)
  '& .RaList-actions': { flexWrap: { sm: 'wrap' } },
  '& .RaList-actions > form': { flex: { sm: '1 1 0' } },
} as const;

const tableStoreKey = (resource: AnyResource) => `${resource.name}.datatable`;

/**
 * A list fits a 1366 px laptop beside the sidebar and the filter panel: cells with less padding,
 * headers that wrap, long text in two lines (fieldCells). A table wider than its room (more
 * columns chosen than fit) scrolls inside its own box, never the page, and the row actions stay
 * in view at its right edge.
 */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-paddingCheckbox': { px: 0.5 },
  '& thead .MuiTableCell-root': { lineHeight: 1.3, verticalAlign: 'bottom' },
  '& .column-actions': {
    position: 'sticky',
    right: 0,
    backgroundColor: 'background.paper',
    whiteSpace: 'nowrap',
    boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
  },
} as const;

/** Each resource says it in a whole sentence (`resources.<name>.empty`), right in every grammar. */
const EmptyState = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const name = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name });
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource.name}.empty`, { _: translate('ra.page.empty', { name }) })}
      </Typography>
      {capabilities(resource).create && <CreateDialogButton resource={resource} />}
    </Box>
  );
};

// The bulk actions (their dialogs, the run and its report) show only once rows are selected:
// their code loads once the table has rendered, not before its rows.
const loadBulkActions = () => import('./BulkActions');
const preloadBulkActions = () => loadBulkActions().catch(() => undefined);
const BulkActionButtons = lazy(() => loadBulkActions().then((m) => ({ default: m.BulkActionButtons })));

const preloadDeleteConfirm = () => LazyDeleteConfirm.preload().catch(() => undefined);

export const ResourceTable = ({ resource }: ViewProps) => {
  const actions = rowActionsOf(resource);
  const bulk = hasBulkActions(resource);
  const changed = useChangedRows();
  useEffect(() => {
    if (bulk) preloadBulkActions();
  }, [bulk]);
  return (
    <DataTable
      rowClick={false}
      storeKey={tableStoreKey(resource)}
      sx={TABLE_SX}
      // Rows a refresh found changed are marked for a few seconds (ChangedRows).
      rowSx={(record) => (changed.has(String(record.id)) ? changedRowSx : {})}
      // Declared bulk actions (the delete included): a few calls at a time, then one report.
      bulkActionButtons={
        bulk ? (
          <Suspense fallback={null}>
            <BulkActionButtons resource={resource} />
          </Suspense>
        ) : (
          false
        )
      }
    >
      {resource.list?.rowNumbers && (
        <DataTable.Col label="app.schema.row_number" disableSort>
          <RowNumber />
        </DataTable.Col>
      )}
      {fieldsIn(resource, 'list').map((field) => (
        <DataTable.Col
          key={`${field.source}:${field.kind}`}
          source={field.source}
          label={fieldLabel(resource, field)}
          disableSort={field.sortable === false}
        >
          {cellFor(field)}
        </DataTable.Col>
      ))}
      {actions.length > 0 && (
        <DataTable.Col
          label={resource.list?.actionsLabel ?? 'app.schema.actions'}
          disableSort
          headerClassName="column-actions"
          cellClassName="column-actions"
        >
          <RowActions resource={resource} />
        </DataTable.Col>
      )}
    </DataTable>
  );
};

/**
 * The generated list: the spec's heading and columns, `#`, row actions, search, the declared
 * filters (a sidebar; a Filters button on phones), CSV export, the declared bulk actions.
 */
export const ResourceList = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // The delete confirmation's code comes once the list has rendered, ready for the first Delete.
  const deletes = rowActionsOf(resource).includes('delete');
  useEffect(() => {
    if (deletes) preloadDeleteConfirm();
  }, [deletes]);
  return (
    <>
      <PageHeading titleKey={`resources.${resource.name}.title`} />
      {/* react-admin's <List> (ListBase, then its ListView as ListFrame), the view under FirstRows. */}
      <ListBase
        resource={resource.name}
        sort={resource.list?.sort ?? { field: '', order: 'ASC' }}
        perPage={resource.list?.perPage ?? 10}
        exporter={screenExporter(resource, translate, locale)}
        storeKey={`${resource.name}.list`}
        authLoading={<Loading />}
        // As <List>: offline is the view's to show.
        offline={false}
      >
        <TruncatedNotice />
        <ChangedRows>
          <FirstRows>
            <ListFrame
              sx={LIST_SX}
              tools={{ resource, small, tableStoreKey: tableStoreKey(resource) }}
              aside={!small}
              empty={<EmptyState resource={resource} />}
              error={<ListLoadError />}
              pagination={<Pagination />}
            >
              <RowNavigation resource={resource}>
                {small ? <CompactList resource={resource} /> : <ResourceTable resource={resource} />}
              </RowNavigation>
            </ListFrame>
          </FirstRows>
        </ChangedRows>
      </ListBase>
    </>
  );
};
