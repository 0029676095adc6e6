import { lazy, Suspense } from 'react';
import { InputSkeleton } from '../shared';
import type { DatePickerControlProps } from './DatePickerControl';

const DatePickerControl = lazy(() => import('./DatePickerControl'));

/**
 * A date outside react-admin's forms (the dashboard's range), in the console's language. Value in
 * and out: 'yyyy-MM-dd', '' or INVALID_DAY (src/lib/dates.ts). The picker loads on demand.
 */
export const DayField = (props: DatePickerControlProps & { skeletonWidth?: number | object }) => {
  const { skeletonWidth, ...control } = props;
  return (
    <Suspense
      fallback={
        <div style={{ width: typeof skeletonWidth === 'number' ? skeletonWidth : 200 }}>
          <InputSkeleton height={40} />
        </div>
      }
    >
      <DatePickerControl {...control} />
    </Suspense>
  );
};
