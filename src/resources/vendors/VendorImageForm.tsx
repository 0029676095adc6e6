import type { ReactElement } from 'react';
import { Form, type Identifier, type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { MAX_IMAGE_BYTES } from '../../components/image/media';
import { SubmitButton } from '../../components/SubmitButton';
import {
  type EngineDataProvider,
  type FieldDef,
  FieldInput,
  FormDraft,
  fileOf,
  isStaleWrite,
  KEEP_TYPED,
  type StaleWriteError,
} from '../../engine';
import { draftKey, finishDraft } from '../../lib/drafts';
import { phoneParts } from '../../lib/phone';
import { phoneRequired } from '../shared';
import { useStoreAction } from '../stores/actions';
import { DirtyWatcher, SectionActions } from './VendorDialogParts';

const IMAGE_ACCEPT = { 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] };

const fields: FieldDef<Record<string, unknown>>[] = [
  { source: 'phone', kind: 'phone', label: 'resources.stores.form.phone', rules: [phoneRequired] },
  {
    source: 'businessImage',
    kind: 'image',
    label: 'resources.stores.form.businessImage',
    accept: IMAGE_ACCEPT,
    aspect: 1,
    existingSource: 'businessImage',
    rules: [
      { rule: 'fileType', value: /^image\/|\.(png|jpe?g|gif|webp)$/i },
      { rule: 'maxFileSize', value: MAX_IMAGE_BYTES, message: 'app.resources.validation.image_size' },
    ],
  },
];

/** The guard's refusal of this form: the phone changed on both sides, or the vendor is gone. */
const staleText = (error: StaleWriteError) =>
  error.kind === 'gone' ? 'app.stale.gone_unnamed' : 'app.stale.reopen';

/** Where the image form's unsaved input is kept (lib/drafts). */
export const imageDraftKey = (id: Identifier) => draftKey('stores:image', id);

/**
 * Edit Vendor's second form, the "Business image" section: phone and business image (square crop,
 * from the shared image widget in fieldKinds) → multipart /users/editAdminVendorData. Its heading
 * is the dialog's; its button sends this form only.
 */
export const VendorImageForm = ({
  record,
  onDone,
  onDirtyChange,
}: {
  record: RaRecord;
  onDone: () => void;
  /** Told whether the form holds unsaved input, so the dialog can ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}): ReactElement => {
  const notify = useNotify();
  const dataProvider = useDataProvider<EngineDataProvider>();
  const refresh = useRefresh();
  const { run } = useStoreAction('updateVendorImage');
  const draft = imageDraftKey(record.id);

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The stale-write guard before this form's own call: a phone a colleague changed meanwhile
      // is kept when the admin did not touch it here; changed on both sides, nothing is sent.
      const { data } = await dataProvider.checkWrite('stores', {
        id: record.id,
        data: { phone: values.phone },
        previousData: record,
      });
      await run({
        id: record.id,
        phone: phoneParts(data.phone).phone,
        businessImage: fileOf(values.businessImage),
      });
      finishDraft(draft);
      notify('resources.stores.notifications.image_updated', { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      notify(isStaleWrite(error) ? staleText(error) : (error as Error).message, { type: 'error' });
    }
  };

  return (
    <Form
      noValidate
      record={{ id: record.id, phone: record.phone, businessImage: record.businessImage }}
      onSubmit={submit}
      resetOptions={KEEP_TYPED}
    >
      {onDirtyChange ? <DirtyWatcher onChange={onDirtyChange} /> : null}
      <FormDraft draftKey={draft} />
      {fields.map((field) => (
        <FieldInput key={field.source} field={field} resource="stores" view="edit" />
      ))}
      <SectionActions>
        <SubmitButton label="resources.stores.action.update_vendor" />
      </SectionActions>
    </Form>
  );
};
