import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react';
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

/** A row's icon button: its translated name as tooltip and accessible name; the click stays in the row. */
const RowIconButton = ({
  label,
  color,
  icon,
  onClick,
}: {
  label: string;
  color: 'primary' | 'error';
  icon: ReactNode;
  onClick: () => void;
}) => (
  <Tooltip title={label}>
    <IconButton
      aria-label={label}
      size="small"
      color={color}
      onClick={(event) => {
        stop(event);
        onClick();
      }}
    >
      {icon}
    </IconButton>
  </Tooltip>
);

/** What a row button's question gets: the row's record, whether it is open, how it closes. */
export type RowQuestionProps = { record: RaRecord; open: boolean; onClose: () => void };

/**
 * A row button that asks first: the question opens on a click and is mounted from the first click
 * on (and kept, for its closing transition and focus return). Whatever the question calls lives in
 * the question, not in the button: react-admin's data hooks follow the address (`useDataProvider` →
 * `useLogout`'s `useLocation`), so a button holding them rendered again, tooltip and all, with
 * every row on each navigation, such as opening a record's edit dialog.
 */
export function useRowQuestion() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, asked, ask, close };
}

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
  return (
    <RowIconButton
      label={translate('ra.action.edit')}
      color="primary"
      icon={<EditIcon fontSize="small" />}
      onClick={() => openEdit(record.id)}
    />
  );
};

// Not react-admin's DeleteWithConfirmButton: it draws a labelled button, not this icon, and a double click on Confirm sends two deletes.
/** Asks with the spec's text, deletes pessimistically, then shows the resource's success text. */
export const DeleteRowButton = ({ resource }: { resource: AnyResource }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const question = useRowQuestion();
  if (!record) return null;
  return (
    <>
      <RowIconButton
        label={translate('ra.action.delete')}
        color="error"
        icon={<DeleteIcon fontSize="small" />}
        onClick={question.ask}
      />
      {question.asked && (
        <DeleteRowQuestion
          resource={resource}
          record={record}
          open={question.open}
          onClose={question.close}
        />
      )}
    </>
  );
};

/** The question and the delete call (`useRowQuestion` says why they are not in the button). */
const DeleteRowQuestion = ({
  resource,
  record,
  open,
  onClose,
}: RowQuestionProps & { resource: AnyResource }) => {
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
