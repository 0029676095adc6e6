import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { InputSkeleton } from '../shared';
import type { DatePickerControlProps } from './DatePickerControl';

const DatePickerControl = lazy(() => import('./DatePickerControl'));

/**
 * A date outside react-admin's forms (the dashboard's range), in the console's language. Value in
 * and out: 'yyyy-MM-dd', '' or INVALID_DAY (src/lib/dates.ts). The picker (~56 KB) loads once the
 * screen has painted: the page's content never waits for it.
 */
export const DayField = (props: DatePickerControlProps & { skeletonWidth?: number | object }) => {
  const { skeletonWidth, ...control } = props;
  const ready = useAfterFirstPaint();
  const skeleton = (
    <div style={{ width: typeof skeletonWidth === 'number' ? skeletonWidth : 200 }}>
      <InputSkeleton height={40} />
    </div>
  );
  if (!ready) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <DatePickerControl {...control} />
    </Suspense>
  );
};
