import type { ReactElement } from 'react';
import { useDataProvider, useGetOne, useNotify, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';
import { draftKey, finishDraft } from '../../lib/drafts';
import {
  type EngineDataProvider,
  FieldInputs,
  FormDialog,
  useDialogNavigation,
  type ViewProps,
} from '../../schema';
import { VendorImageForm } from './VendorImageForm';

/**
 * The spec's Edit Vendor modal at /Stores/<id>: the vendor form (POST /users/updateVendor,
 * success shows the server's message) and the image form below it.
 */
// Its return type is written out: the declaration that loads it is part of the provider's type.
export const VendorEditDialog = ({ resource }: ViewProps): ReactElement => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<EngineDataProvider>();
  const { close } = useDialogNavigation(resource);
  const draft = draftKey(resource.name, id);
  const { data: record, isPending } = useGetOne(
    resource.name,
    { id },
    {
      onError: () => {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        close();
      },
    },
  );

  const save = async (values: Record<string, unknown>) => {
    if (!record) return;
    try {
      const result = await dataProvider.update(resource.name, {
        id: record.id,
        data: values,
        previousData: record,
      });
      const message = (result.meta as { message?: string } | undefined)?.message;
      finishDraft(draft);
      notify(message ?? `resources.${resource.name}.notifications.updated`, { type: 'success' });
      refresh();
      close();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const values = record ? { ...record, ...resource.form?.toForm?.(record) } : undefined;
  return (
    <FormDialog
      title={`resources.${resource.name}.edit_title`}
      submitLabel="app.schema.update"
      onClose={close}
      loading={isPending || !record}
      record={values}
      onSubmit={save}
      draftKey={draft}
      after={record ? <VendorImageForm record={record} onDone={close} /> : null}
    >
      <FieldInputs resource={resource} view="edit" />
    </FormDialog>
  );
};
