import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { InputSkeleton } from '../shared';
import type { DatePickerControlProps } from './DatePickerControl';

const DatePickerControl = lazy(() => import('./DatePickerControl'));

/**
 * A date outside react-admin's forms (the dashboard's range), in the console's language. Value in
 * and out: 'yyyy-MM-dd', '' or INVALID_DAY (src/lib/dates.ts). The picker (~56 KB) is its own
 * chunk: the page's content never waits for it.
 */
export const DayField = (control: DatePickerControlProps) => {
  // The field's own width (its sx), so the picker takes the skeleton's place without moving
  // what is below it (the dashboard's counters shifted on a phone: CLS 0.18).
  const skeleton = (
    <Box sx={{ width: 200, ...control.sx }}>
      <InputSkeleton height={40} />
    </Box>
  );
  return (
    <Suspense fallback={skeleton}>
      <DatePickerControl {...control} />
    </Suspense>
  );
};
