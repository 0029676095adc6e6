import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/GetApp';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import {
  ExportButton,
  type Exporter,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import type { ViewProps } from '../types';
import { rawExporter } from './listExport';
import { ToolbarMenu } from './ToolbarMenu';

/** Every record the list's filters select, as react-admin's ExportButton fetches them. */
export const MAX_RESULTS = 1_000_000;

/**
 * The list's two CSV exports: as the admin sees the list (headers in the admin's language,
 * values as shown) and the platform's own keys and values for re-import. On a desktop two
 * labelled buttons; on a phone, where react-admin's buttons are their icons alone, one Export
 * button whose menu names both.
 */
export const ListExports = ({ resource, small }: ViewProps & { small: boolean }) =>
  small ? (
    <ExportMenu resource={resource} />
  ) : (
    <>
      <ExportButton maxResults={MAX_RESULTS} />
      <ExportButton
        maxResults={MAX_RESULTS}
        label="app.export.raw"
        icon={<DataObjectIcon />}
        exporter={rawExporter(resource)}
      />
    </>
  );

const ExportMenu = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const { getData, total, exporter: shown, resource: name } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const label = translate('ra.action.export');

  // As ExportButton's click: the filtered records, then the exporter.
  const run = (exporter: Exporter | false | undefined, close: () => void) => {
    close();
    if (!exporter || !getData) return;
    getData({ maxResults: MAX_RESULTS })
      .then((data) => exporter(data, fetchRelatedRecords(dataProvider), dataProvider, name))
      .catch(() => notify('ra.notification.http_error', { type: 'error' }));
  };

  return (
    <ToolbarMenu label={label} icon={<DownloadIcon />} iconOnly disabled={total === 0}>
      {(close) => [
        <MenuItem key="shown" onClick={() => run(shown, close)}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.export.shown')}</ListItemText>
        </MenuItem>,
        <MenuItem key="raw" onClick={() => run(rawExporter(resource), close)}>
          <ListItemIcon>
            <DataObjectIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.export.raw')}</ListItemText>
        </MenuItem>,
      ]}
    </ToolbarMenu>
  );
};
