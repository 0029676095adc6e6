import { DialogActions, DialogContent, Divider, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Form, type RaRecord, useNotify, useRefresh } from 'react-admin';
import { SubmitButton } from '../../components/SubmitButton';
import { useTranslate } from '../../i18n/useTranslate';
import { draftKey, finishDraft } from '../../lib/drafts';
import { type FieldDef, FieldInput, FormDraft, fileOf, KEEP_TYPED } from '../../schema';
import { useAction } from '../dataProvider';
import { phoneRequired } from '../shared';
import { phoneParts } from './payloads';

const IMAGE_ACCEPT = { 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] };
const MAX_IMAGE_BYTES = 5_000_000;

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

/**
 * Edit Vendor's second form: phone and business image → multipart /users/editAdminVendorData.
 * (The square crop arrives with the shared image widget in fieldKinds.)
 */
export const VendorImageForm = ({
  record,
  onDone,
}: {
  record: RaRecord;
  onDone: () => void;
}): ReactElement => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run } = useAction('updateVendorImage');
  const draft = draftKey('stores:image', record.id);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await run({
        id: record.id,
        phone: phoneParts(values.phone).phone,
        businessImage: fileOf(values.businessImage),
      });
      finishDraft(draft);
      notify('resources.stores.notifications.image_updated', { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Form
      noValidate
      record={{ id: record.id, phone: record.phone, businessImage: record.businessImage }}
      onSubmit={submit}
      resetOptions={KEEP_TYPED}
    >
      <Divider />
      <DialogContent>
        <Typography component="h3" variant="subtitle1" gutterBottom>
          {translate('resources.stores.form.image_section')}
        </Typography>
        <FormDraft draftKey={draft} />
        {fields.map((field) => (
          <FieldInput key={field.source} field={field} resource="stores" view="edit" />
        ))}
      </DialogContent>
      <DialogActions>
        <SubmitButton label="resources.stores.action.update_vendor" />
      </DialogActions>
    </Form>
  );
};
