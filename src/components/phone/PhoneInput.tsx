import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext, type Validator } from 'react-admin';
import { InputSkeleton } from '../shared';
import { validatePhone } from './phoneRules';

// The control brings react-phone-number-input and libphonenumber's metadata: its own chunk.
const PhoneControl = lazy(() => import('./PhoneControl'));

/** Starts loading the phone control early, e.g. when a dialog that holds a phone opens. */
export const preloadPhoneInput = () => import('./PhoneControl');

export interface PhoneInputProps {
  source: string;
  /** A message key; by default react-admin's `resources.<resource>.fields.<source>`. */
  label?: string;
  validate?: Validator | Validator[];
  /** ISO country preselected for national numbers (spec: us). */
  defaultCountry?: string;
  /** Makes the phone required, with this message key when empty (e.g. app.widgets.phone.required). */
  requiredMessage?: string;
  /** Record field holding a separately stored country code ('+1'), used to show national numbers. */
  countryCodeSource?: string;
  helperText?: string | false;
  disabled?: boolean;
  readOnly?: boolean;
  resource?: string;
}

/**
 * Phone number with a country selector, on react-phone-number-input. The form value is E.164
 * ('+14155552671'); `splitPhone` in src/lib/phone.ts turns it into the platform's
 * {countryCode, phone}. Validation is libphonenumber's own check. The input registers with the
 * form at once (validation included); only the control itself waits for its chunk.
 */
export const PhoneInput = ({
  source,
  label,
  validate,
  defaultCountry = 'US',
  requiredMessage,
  countryCodeSource,
  helperText,
  disabled,
  readOnly,
  resource,
}: PhoneInputProps) => {
  const record = useRecordContext();
  const country = defaultCountry.toUpperCase();
  const validators = useMemo(
    () => [
      validatePhone(requiredMessage ?? false, country),
      ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    ],
    [validate, requiredMessage, country],
  );
  const { id, field, fieldState, isRequired } = useInput({ source, resource, validate: validators });
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth
      margin="dense"
      error={fieldState.invalid}
      className={`ra-input ra-input-${source}`}
    >
      <FormLabel htmlFor={id} sx={{ fontSize: '0.8rem', mb: 0.5 }}>
        <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: fieldState.invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          minHeight: 42,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
          '& .PhoneInputInput': {
            border: 0,
            outline: 0,
            font: 'inherit',
            color: 'inherit',
            background: 'transparent',
          },
          '& .PhoneInputCountrySelect': { color: 'text.primary', backgroundColor: 'background.paper' },
        }}
      >
        <Suspense fallback={<InputSkeleton height={24} />}>
          <PhoneControl
            id={id}
            name={field.name}
            value={field.value}
            countryCode={countryCodeSource ? record?.[countryCodeSource] : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            defaultCountry={country}
            invalid={fieldState.invalid}
            describedBy={helperId}
            disabled={disabled}
            readOnly={readOnly}
          />
        </Suspense>
      </Box>
      <FormHelperText id={helperId}>
        <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
};
