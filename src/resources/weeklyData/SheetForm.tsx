import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { config } from '../../config';
import { useTranslate } from '../../i18n/useTranslate';
import { DEMO_SHEET } from './weeklyStorage';

interface SheetFormProps {
  initial: string;
  onOpen: (sheet: { sheetId: string; start?: string; end?: string }) => void;
  onCancel?: () => void;
  /** Offer the embedded mock's sheet in one click (mock mode only). */
  offerDemo?: boolean;
}

/** The empty state of /WeeklyData: no sheet id stored, so ask for one instead of a blank grid. */
export const SheetForm = ({ initial, onOpen, onCancel, offerDemo = config.mockApi }: SheetFormProps) => {
  const translate = useTranslate();
  const [sheetId, setSheetId] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sheetId.trim()) {
      setError('app.weekly.sheet_required');
      return;
    }
    onOpen({ sheetId: sheetId.trim() });
  };

  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.weekly.no_sheet_title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('app.weekly.no_sheet')}</Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
        >
          <TextField
            id="weekly-sheet-id"
            label={translate('app.weekly.sheet_id')}
            size="small"
            value={sheetId}
            onChange={(event) => {
              setSheetId(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? translate(error) : undefined}
            autoComplete="off"
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {translate('app.weekly.use_sheet')}
          </Button>
          {offerDemo ? (
            <Button type="button" sx={{ mt: 0.25 }} onClick={() => onOpen({ ...DEMO_SHEET })}>
              {translate('app.weekly.use_demo')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button type="button" sx={{ mt: 0.25 }} onClick={onCancel}>
              {translate('ra.action.cancel')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
};
