import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { CreateBase, EditBase, type Identifier, type RaRecord, useEditContext, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTranslate } from '../../i18n/useTranslate';
import { draftKey, finishDraft } from '../../lib/drafts';
import { FieldInput } from '../fieldKinds';
import { fieldsIn } from '../fieldLookup';
import type { AnyResource, FormValues, ViewProps } from '../types';
import { useDialogNavigation } from './dialogNavigation';
import { FormDialog } from './FormDialog';
import {
  StaleWriteResolver,
  type StaleWriteState,
  useNotifyFailure,
  useStaleWriteState,
} from './StaleWriteResolver';

type Outcome = 'created' | 'updated';

/**
 * After a save the server confirmed (pessimistic mutations only: this never runs for a refused
 * one): the draft goes, the resource's success text, a fresh list, the dialog closed.
 */
export function useSavedHandler(resource: AnyResource, outcome: Outcome, draft?: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const { close } = useDialogNavigation(resource);
  return () => {
    if (draft) finishDraft(draft);
    // A transition: every component that can notify (each row's Delete among them) renders again
    // when a notification comes, in slices rather than one long task (docs/performance.md).
    startTransition(() =>
      notify(`resources.${resource.name}.notifications.${outcome}`, {
        type: 'success',
        messageArgs: { smart_count: 1, _: translate(`ra.notification.${outcome}`, { smart_count: 1 }) },
      }),
    );
    // The resource's reads again (and those its changes reach), not every query of the page as
    // react-admin's refresh() does: the admin's identity, the menu and the dialog's own read
    // re-rendered in one long task after each save at 100,000 users (docs/performance.md).
    for (const name of [resource.name, ...(resource.invalidates ?? [])])
      void queryClient.invalidateQueries({ queryKey: [name] });
    // What no screen shows now (the dashboard's figures, other lists) is read again when next shown.
    void queryClient.invalidateQueries({ type: 'inactive', refetchType: 'none' });
    close();
  };
}

export const FieldInputs = ({ resource, view }: { resource: AnyResource; view: 'edit' | 'create' }) => (
  <>
    {fieldsIn(resource, view).map((field) => (
      <FieldInput key={field.source} field={field} resource={resource.name} view={view} />
    ))}
  </>
);

const EditForm = ({ resource, draft, guard }: ViewProps & { draft: string; guard: StaleWriteState }) => {
  const { record, isPending, save } = useEditContext();
  const { close } = useDialogNavigation(resource);
  const toForm = resource.form?.toForm;
  const values = record && toForm ? { ...record, ...toForm(record) } : record;
  guard.open(values);
  // The guard's base travels with the save (react-admin hands `meta` to the provider's update).
  const submit = (input: FormValues) => save?.(input, { meta: guard.meta() });
  return (
    <FormDialog
      title={`resources.${resource.name}.edit_title`}
      submitLabel="app.schema.update"
      onClose={close}
      loading={isPending || !record}
      record={values as RaRecord | undefined}
      onSubmit={submit}
      draftKey={draft}
      onDraftRestored={guard.draftRestored}
    >
      <FieldInputs resource={resource} view="edit" />
      <StaleWriteResolver resource={resource} state={guard} toForm={toForm} resave={submit} />
    </FormDialog>
  );
};

/**
 * The saved record becomes the one the dialog reads when it opens again. react-admin writes it
 * under a `getOne` key that holds the save's `meta` (the guard's base), not under the dialog's own
 * key; and the read again that the save starts is cancelled when the dialog closes, which puts
 * the old record back. Opened again, the dialog would show the record from before the save and
 * take it as its base: the admin's own last change would come back as a colleague's conflict.
 */
function rememberSaved(
  queryClient: QueryClient,
  resource: string,
  id: Identifier,
  saved: RaRecord,
  meta: unknown,
) {
  const key = (withMeta: unknown) => [resource, 'getOne', { id: String(id), meta: withMeta }];
  queryClient.setQueryData(key(undefined), (old: RaRecord | undefined) => ({ ...old, ...saved }));
  if (meta !== undefined) queryClient.removeQueries({ queryKey: key(meta), exact: true });
}

/** Edit dialog at `<route>/<id>`, over the list. Pessimistic: a failure keeps the input. */
export const GeneratedEdit = ({ resource }: ViewProps) => {
  const { id } = useParams();
  const notify = useNotify();
  const { close } = useDialogNavigation(resource);
  const draft = draftKey(resource.name, id);
  const saved = useSavedHandler(resource, 'updated', draft);
  const queryClient = useQueryClient();
  const onSuccess = (record: RaRecord, variables: { meta?: unknown }) => {
    if (id !== undefined) rememberSaved(queryClient, resource.name, id, record, variables?.meta);
    saved();
  };
  // The stale-write guard's refusal opens its dialog; any other failure is notified.
  const guard = useStaleWriteState();
  const notifyFailure = useNotifyFailure();
  const onError = (failure: unknown) => {
    if (!guard.caught(failure)) notifyFailure(failure);
  };
  return (
    <EditBase
      resource={resource.name}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess, onError }}
      queryOptions={{
        onError: () => {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          close();
        },
      }}
    >
      <EditForm resource={resource} draft={draft} guard={guard} />
    </EditBase>
  );
};

/** Create dialog at `<route>/create`, over the list. */
export const GeneratedCreate = ({ resource }: ViewProps) => {
  const { close } = useDialogNavigation(resource);
  const draft = draftKey(resource.name);
  const onSuccess = useSavedHandler(resource, 'created', draft);
  return (
    <CreateBase resource={resource.name} redirect={false} mutationOptions={{ onSuccess }}>
      <FormDialog
        title={`resources.${resource.name}.create_title`}
        submitLabel={`resources.${resource.name}.action.submit`}
        onClose={close}
        record={resource.form?.defaults?.() ?? {}}
        draftKey={draft}
      >
        <FieldInputs resource={resource} view="create" />
      </FormDialog>
    </CreateBase>
  );
};
