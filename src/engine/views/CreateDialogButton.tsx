import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import type { ViewProps } from '../types';
import { useDialogNavigation } from './dialogNavigation';

/** Opens `<route>/create`; its label is the spec's button text (e.g. "Create Coupon"). */
export const CreateDialogButton = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const { openCreate } = useDialogNavigation(resource);
  return (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={openCreate}>
      {translate(`resources.${resource.name}.action.create`)}
    </Button>
  );
};
