import { CreateBase, EditBase, type RaRecord, useEditContext, useNotify, useRefresh } from 'react-admin';
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
  const refresh = useRefresh();
  const translate = useTranslate();
  const { close } = useDialogNavigation(resource);
  return () => {
    if (draft) finishDraft(draft);
    notify(`resources.${resource.name}.notifications.${outcome}`, {
      type: 'success',
      messageArgs: { smart_count: 1, _: translate(`ra.notification.${outcome}`, { smart_count: 1 }) },
    });
    refresh();
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

/** Edit dialog at `<route>/<id>`, over the list. Pessimistic: a failure keeps the input. */
export const GeneratedEdit = ({ resource }: ViewProps) => {
  const { id } = useParams();
  const notify = useNotify();
  const { close } = useDialogNavigation(resource);
  const draft = draftKey(resource.name, id);
  const onSuccess = useSavedHandler(resource, 'updated', draft);
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
