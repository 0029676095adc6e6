import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, CircularProgress } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { DayField } from '../../components/dates/DayField';
import { useTranslate } from '../../i18n/useTranslate';
import { parseDate, toIsoDay } from '../../lib/dates';
import type { DashboardRange as DateRange } from '.';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (day: string) => day === '' || (ISO_DAY.test(day) && toIsoDay(parseDate(day)) === day);

/** Message keys for the two inputs; undefined where the value is acceptable. */
export function validateRange(from: string, to: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!validDay(from)) errors.from = 'app.dashboard.date_invalid';
  if (!validDay(to)) errors.to = 'app.dashboard.date_invalid';
  if (!errors.from && !errors.to && from && to && to < from) errors.to = 'app.dashboard.range_invalid';
  return errors;
}

interface DateRangeFormProps {
  onSearch: (range: DateRange) => void;
  onClear: () => void;
  searching: boolean;
  hasRange: boolean;
}

/** From / To (typed in the console's language, kept as yyyy-MM-dd) and Search; a To before From is refused here and nothing is sent. */
export const DateRangeForm = ({ onSearch, onClear, searching, hasRange }: DateRangeFormProps) => {
  const translate = useTranslate();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    onSearch({ startDate: from || undefined, endDate: to || undefined });
  };

  const clear = () => {
    setFrom('');
    setTo('');
    setErrors({});
    onClear();
  };

  const dateField = (name: 'from' | 'to', value: string, set: (value: string) => void) => (
    <DayField
      id={`dashboard-${name}`}
      label={translate(`app.dashboard.${name}`)}
      size="small"
      margin="none"
      variant="outlined"
      fullWidth={false}
      value={value}
      onChange={(next) => {
        set(next);
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name]) : undefined}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}
    >
      {dateField('from', from, setFrom)}
      {dateField('to', to, setTo)}
      <Button
        type="submit"
        variant="contained"
        disabled={searching}
        startIcon={searching ? <CircularProgress size={16} color="inherit" /> : <SearchIcon />}
        sx={{ mt: 0.25 }}
      >
        {translate('app.dashboard.search')}
      </Button>
      {hasRange ? (
        <Button type="button" onClick={clear} disabled={searching} sx={{ mt: 0.25 }}>
          {translate('app.dashboard.clear')}
        </Button>
      ) : null}
    </Box>
  );
};
