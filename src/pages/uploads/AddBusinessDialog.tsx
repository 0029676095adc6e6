import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { TextInput, useDataProvider, useNotify } from 'react-admin';
import { errorMessage } from '../../api/envelope';
import { FormDialog } from '../../engine';
import { finishDraft } from '../../lib/drafts';
import type { AppDataProvider as PagesDataProvider } from '../../resources/dataProvider';
import type { CreateStorePayload as StoreCreation } from '../../resources/stores/payloads';
import { BUSINESS_FIELDS, businessValidators, EMPTY_BUSINESS, toStoreCreation } from './businessForm';

/** Where the dialog's unsaved input is kept (lib/drafts). */
export const ADD_BUSINESS_DRAFT = 'addBusiness:new';

const WIDE: ReadonlySet<keyof StoreCreation> = new Set([
  'businessName',
  'doingBusinessas',
  'businessAddress',
  'website',
]);

/**
 * POST /stores/createStore. Closes only by Cancel or its close icon (asking first when something
 * was typed); a failure keeps the dialog open with everything typed, also kept as a draft.
 */
export const AddBusinessDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<PagesDataProvider>();
  const queryClient = useQueryClient();
  // A ref, not state: two clicks in one tick both see the state before its re-render.
  const inFlight = useRef(false);

  const submit = async (values: Partial<Record<keyof StoreCreation, unknown>>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await dataProvider.createStore(toStoreCreation(values));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return;
    } finally {
      inFlight.current = false;
    }
    finishDraft(ADD_BUSINESS_DRAFT);
    notify('app.business.created', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['stores'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboardCounts'] });
    onClose();
  };

  if (!open) return null;
  return (
    <FormDialog
      title="app.business.title"
      submitLabel="app.business.save"
      cancelLabel="app.business.cancel"
      onClose={onClose}
      record={EMPTY_BUSINESS}
      onSubmit={submit}
      draftKey={ADD_BUSINESS_DRAFT}
    >
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {BUSINESS_FIELDS.map((field) => (
          <Box key={field} sx={{ gridColumn: WIDE.has(field) ? '1 / -1' : undefined }}>
            <TextInput
              source={field}
              label={`app.business.${field}`}
              validate={businessValidators[field]}
              type={field === 'phone' ? 'tel' : field === 'website' ? 'url' : 'text'}
              helperText={field === 'website' ? 'app.business.website_hint' : false}
              autoFocus={field === 'businessName'}
              fullWidth
            />
          </Box>
        ))}
      </Box>
    </FormDialog>
  );
};
