import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { errorMessage, type PagesDataProvider, type StoreCreation } from '../dataContracts';
import { BUSINESS_FIELDS, businessValidators, EMPTY_BUSINESS, toStoreCreation } from './businessForm';

const TITLE_ID = 'add-business-title';
const WIDE: ReadonlySet<keyof StoreCreation> = new Set([
  'businessName',
  'doingBusinessas',
  'businessAddress',
  'website',
]);

const SubmitButton = ({ isSubmitting }: { isSubmitting: boolean }) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
    >
      {translate('app.business.save')}
    </Button>
  );
};

/** POST /stores/createStore. A failure keeps the dialog open with everything typed. */
export const AddBusinessDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PagesDataProvider>();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const [submitting, setSubmitting] = useState(false);
  // A ref, not the state: two clicks in one tick both see the state before its re-render.
  const inFlight = useRef(false);

  const submit = async (values: Partial<Record<keyof StoreCreation, unknown>>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await dataProvider.createStore(toStoreCreation(values));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    notify('app.business.created', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['stores'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboardCounts'] });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      {open ? (
        <Form
          onSubmit={submit}
          defaultValues={EMPTY_BUSINESS}
          noValidate
          mode="onSubmit"
          reValidateMode="onChange"
        >
          <DialogTitle id={TITLE_ID}>{translate('app.business.title')}</DialogTitle>
          <DialogContent dividers>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.business.cancel')}</Button>
            <SubmitButton isSubmitting={submitting} />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
};
