import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { type MouseEvent, useRef, useState } from 'react';
import {
  type Identifier,
  type RaRecord,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselect,
} from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { endpointsOf } from '../endpointCall';
import { recordName } from '../fieldLookup';
import type { AnyResource, RowAction } from '../types';
import type { DeleteConfirmProps } from './DeleteConfirm';
import { capabilities, useDialogNavigation, useRowOpenEdit } from './dialogNavigation';
import { lazyScreen } from './lazyScreen';

/** The delete confirmation's code: loaded once the list has painted (`preload`), or on the first Delete. */
export const LazyDeleteConfirm = lazyScreen<DeleteConfirmProps>(
  () => import('./DeleteConfirm').then((module) => ({ default: module.DeleteConfirm })),
  null,
);

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Opens the edit dialog at `<route>/<id>`. In a list, through its rows' `RowNavigation`, so that no
 * navigation renders the button again; on its own, through the address itself.
 */
export const EditRowButton = ({ resource }: { resource: AnyResource }) => {
  const openEdit = useRowOpenEdit();
  return openEdit ? <EditIconButton openEdit={openEdit} /> : <EditRowButtonRouted resource={resource} />;
};

const EditRowButtonRouted = ({ resource }: { resource: AnyResource }) => (
  <EditIconButton openEdit={useDialogNavigation(resource).openEdit} />
);

const EditIconButton = ({ openEdit }: { openEdit: (id: Identifier) => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        size="small"
        color="primary"
        onClick={(event) => {
          stop(event);
          openEdit(record.id);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

// Not react-admin's DeleteWithConfirmButton: it draws a labelled button, not this icon, and a double click on Confirm sends two deletes.
/** Asks with the spec's text, deletes pessimistically, then shows the resource's success text. */
export const DeleteRowButton = ({ resource }: { resource: AnyResource }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first Delete on (and kept, for its closing transition and focus return).
  const [asked, setAsked] = useState(false);
  if (!record) return null;
  const label = translate('ra.action.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          color="error"
          onClick={(event) => {
            stop(event);
            setAsked(true);
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {asked && (
        <DeleteRowQuestion resource={resource} record={record} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
};

/**
 * The question and the delete call, from a row's first Delete on. Not in the button itself:
 * react-admin's data hooks follow the address (`useDelete` → `useDataProvider` → `useLogout`'s
 * `useLocation`), so every row would render again, tooltip and all, on each navigation, such as
 * opening a record's edit dialog.
 */
const DeleteRowQuestion = ({
  resource,
  record,
  open,
  onClose,
}: {
  resource: AnyResource;
  record: RaRecord;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselect(resource.name);
  const [remove, { isPending }] = useDelete();
  // A ref, not `isPending`: the two clicks of a double click land before the button disables.
  const inFlight = useRef(false);

  const confirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    remove(
      resource.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          unselect([record.id]);
          notify(`resources.${resource.name}.notifications.deleted`, {
            type: 'success',
            messageArgs: { smart_count: 1, _: translate('ra.notification.deleted', { smart_count: 1 }) },
          });
          refresh();
        },
        onError: (error) => {
          onClose();
          notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <LazyDeleteConfirm
      open={open}
      loading={isPending}
      name={recordName(resource, record)}
      final={!endpointsOf(resource).create}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};

export function rowActionsOf(resource: AnyResource): readonly RowAction[] {
  if (resource.list?.rowActions) return resource.list.rowActions;
  const can = capabilities(resource);
  return [...(can.edit ? (['edit'] as const) : []), ...(can.delete ? (['delete'] as const) : [])];
}

export const RowActions = ({ resource }: { resource: AnyResource }) => (
  <Stack direction="row" spacing={0.5} onClick={stop} sx={{ alignItems: 'center' }}>
    {rowActionsOf(resource).map((action) => {
      if (action === 'edit') return <EditRowButton key="edit" resource={resource} />;
      if (action === 'delete') return <DeleteRowButton key="delete" resource={resource} />;
      const Custom = action;
      // A declaration lists each custom button once, so its component name identifies it.
      return <Custom key={`custom-${Custom.displayName ?? Custom.name}`} />;
    })}
  </Stack>
);

/** The `#` column: the row's position across pages. */
export const RowNumber = () => {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return index < 0 ? null : <span>{(page - 1) * perPage + index + 1}</span>;
};
