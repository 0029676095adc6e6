import { lazy, Suspense, useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isInvalidDay, toIsoDay } from '../../lib/dates';
import { InputSkeleton } from '../shared';

// MUI X pickers and date-fns: their own chunk, loaded with the first form that holds a date.
const DatePickerControl = lazy(() => import('./DatePickerControl'));

/** Starts loading the date picker early, e.g. when a dialog that holds a date opens. */
export const preloadDatePicker = () => import('./DatePickerControl');

export const DATE_INVALID = 'app.widgets.date.invalid';

/** Refuses a day typed only in part (or one that does not exist) before any other rule runs. */
export const validateWholeDay: Validator = (value: unknown) =>
  isInvalidDay(value) ? DATE_INVALID : undefined;

export interface DateInputProps {
  source: string;
  /** A message key; by default react-admin's `resources.<resource>.fields.<source>`. */
  label?: string;
  validate?: Validator | Validator[];
  /** Earliest day offered by the calendar ('yyyy-MM-dd'). */
  minDay?: string;
  /** Another date field of the form whose day is the earliest offered (an expiry after its start). */
  notBeforeSource?: string;
  helperText?: string | false;
  readOnly?: boolean;
  disabled?: boolean;
  resource?: string;
}

/**
 * A form's date, in the console's language (jj/mm/aaaa, TT.MM.JJJJ…), typed or picked. The form
 * value stays the platform's 'yyyy-MM-dd', so payloads are what they were with a native date input.
 * The input registers with the form (its rules included) at once; only the picker waits for its chunk.
 */
export const DateInput = ({
  source,
  label,
  validate,
  minDay,
  notBeforeSource,
  helperText,
  readOnly,
  disabled,
  resource,
}: DateInputProps) => {
  const validators = useMemo(
    () => [validateWholeDay, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    [validate],
  );
  const { id, field, fieldState, isRequired } = useInput({ source, resource, validate: validators });
  const other = useWatch({ name: notBeforeSource ?? source, disabled: !notBeforeSource });
  const otherDay = notBeforeSource ? toIsoDay(other) : '';
  const earliest = [minDay, otherDay].filter(Boolean).sort().pop();
  return (
    <Suspense fallback={<InputSkeleton height={48} />}>
      <DatePickerControl
        id={id}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        minDay={earliest}
        disabled={disabled}
        readOnly={readOnly}
        error={fieldState.invalid}
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        helperText={
          helperText !== false || fieldState.invalid ? (
            <InputHelperText error={fieldState.error?.message} helperText={helperText} />
          ) : undefined
        }
        sx={{ '&.MuiFormControl-root': { mb: 0.5 } }}
      />
    </Suspense>
  );
};
