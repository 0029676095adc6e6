import { Box, CircularProgress, DialogContent, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { Confirm, Form, useDataProvider, useGetOne, useNotify, useRefresh } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PhoneInputVariantProvider } from '../../components/phone/PhoneInput';
import { SubmitButton } from '../../components/SubmitButton';
import { useFullScreenDialog } from '../../components/shared';
import {
  DialogFrame,
  FieldInputs,
  FormDraft,
  KEEP_TYPED,
  StaleWriteResolver,
  useDialogNavigation,
  useNotifyFailure,
  useStaleWriteState,
  type ViewProps,
} from '../../engine';
import { useTranslate } from '../../i18n/useTranslate';
import { clearDraft, draftKey, finishDraft } from '../../lib/drafts';
import { DirtyWatcher, SectionActions } from './VendorDialogParts';
import { imageDraftKey, VendorImageForm } from './VendorImageForm';

/**
 * Laptop and wider: the two forms side by side, each with its button at the same height at the
 * foot of its column. Narrower: one above the other, the image form under a rule.
 */
const layoutSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
  columnGap: 3,
  rowGap: 2,
};

const sectionSx = (second: boolean): SxProps<Theme> => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // react-admin's <Form> renders the <form>: it fills the section so the button sits at its foot.
  '& > form': { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  ...(second && {
    borderColor: 'divider',
    borderStyle: 'solid',
    borderWidth: 0,
    borderTopWidth: { xs: 1, md: 0 },
    borderLeftWidth: { xs: 0, md: 1 },
    pt: { xs: 2, md: 0 },
    pl: { xs: 0, md: 3 },
  }),
});

/** One of the dialog's forms under its own heading (the dialog title is the h2). */
const Section = ({
  title,
  second = false,
  children,
}: {
  title: string;
  second?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={sectionSx(second)}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/**
 * The spec's Edit Vendor modal at /Stores/<id>, holding its two forms under their own headings:
 * Details (POST /users/updateVendor, success shows the server's message, button Update) and
 * Business image (multipart /users/editAdminVendorData, button Update Vendor). Each button sends
 * its own form only. Every field is filled, the phone fields included. Full screen on phones;
 * closes by its close icon or Escape, asking first when either form holds typed input.
 */
// Its return type is written out: the declaration that loads it is part of the provider's type.
export const VendorEditDialog = ({ resource }: ViewProps): ReactElement => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useFullScreenDialog();
  const { close } = useDialogNavigation(resource);
  const draft = draftKey(resource.name, id);
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [imageDirty, setImageDirty] = useState(false);
  const [asking, setAsking] = useState(false);
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

  // The stale-write guard: the form's base goes with the save; its refusal opens its dialog.
  const guard = useStaleWriteState();
  const notifyFailure = useNotifyFailure();
  const values = record ? { ...record, ...resource.form?.toForm?.(record) } : undefined;
  guard.open(values);

  // The provider's own update, not useUpdate: useUpdate hands back the record only, and the spec
  // shows the server's message, which the provider returns in `meta`.
  const dataProvider = useDataProvider();
  const save = async (input: Record<string, unknown>) => {
    if (!record) return;
    try {
      const result = await dataProvider.update(resource.name, {
        id: record.id,
        data: input,
        previousData: record,
        meta: guard.meta(),
      });
      const message = (result.meta as { message?: string } | undefined)?.message;
      finishDraft(draft);
      notify(message ?? `resources.${resource.name}.notifications.updated`, { type: 'success' });
      refresh();
      close();
    } catch (error) {
      if (!guard.caught(error)) notifyFailure(error);
    }
  };

  const requestClose = () => (detailsDirty || imageDirty ? setAsking(true) : close());
  const discardAndClose = useCallback(() => {
    setAsking(false);
    clearDraft(draft);
    if (record) clearDraft(imageDraftKey(record.id));
    close();
  }, [close, draft, record]);

  return (
    <>
      <DialogFrame
        title={`resources.${resource.name}.edit_title`}
        maxWidth="md"
        fullScreen={fullScreen}
        onRequestClose={requestClose}
      >
        <DialogContent dividers>
          {isPending || !record ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          ) : (
            <PhoneInputVariantProvider value="filled">
              <Box sx={layoutSx}>
                <Section title="resources.stores.form.details_section">
                  <Form noValidate record={values} onSubmit={save} resetOptions={KEEP_TYPED}>
                    <DirtyWatcher onChange={setDetailsDirty} />
                    <FormDraft draftKey={draft} onRestored={guard.draftRestored} />
                    <FieldInputs resource={resource} view="edit" />
                    <StaleWriteResolver
                      resource={resource}
                      state={guard}
                      toForm={resource.form?.toForm}
                      resave={save}
                    />
                    <SectionActions>
                      <SubmitButton label="app.schema.update" />
                    </SectionActions>
                  </Form>
                </Section>
                <Section title="resources.stores.form.image_section" second>
                  <VendorImageForm record={record} onDone={close} onDirtyChange={setImageDirty} />
                </Section>
              </Box>
            </PhoneInputVariantProvider>
          )}
        </DialogContent>
      </DialogFrame>
      <Confirm
        isOpen={asking}
        title="app.schema.unsaved_title"
        content="ra.message.unsaved_changes"
        onConfirm={discardAndClose}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
