import {
  Box,
  FilledInput,
  FormControl,
  FormHelperText,
  FormLabel,
  type InputBaseComponentProps,
  InputLabel,
} from '@mui/material';
import { createContext, type FocusEventHandler, lazy, type Ref, Suspense, useContext, useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext, type Validator } from 'react-admin';
import { InputSkeleton } from '../shared';
import type { PhoneControlProps } from './PhoneControl';
import { validatePhone } from './phoneRules';

// The control brings react-phone-number-input and libphonenumber's metadata: its own chunk.
const PhoneControl = lazy(() => import('./PhoneControl'));

/**
 * How the phone field is drawn. `outlined` (the default, as it always was): a bordered box with
 * its label above. `filled`: MUI's filled input, the look of react-admin's other inputs, with
 * the label inside the field.
 */
export type PhoneInputVariant = 'outlined' | 'filled';

const PhoneVariantContext = createContext<PhoneInputVariant>('outlined');

/**
 * Sets the variant of every PhoneInput inside that does not set its own, e.g. a dialog whose
 * fields come from a resource declaration.
 */
export const PhoneInputVariantProvider = PhoneVariantContext.Provider;

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
  /** Default: the surrounding PhoneInputVariantProvider's, else `outlined`. */
  variant?: PhoneInputVariant;
}

/** The control inside MUI's FilledInput, which draws the field and tracks its focus. */
const FilledPhoneSlot = ({ className, onFocus, onBlur, ref, control }: InputBaseComponentProps) => (
  // biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own: it hears the focus of the country select and the number inside, which MUI's input base turns into the field's focused look
  <div
    className={className}
    onFocus={onFocus as unknown as FocusEventHandler<HTMLDivElement>}
    onBlur={onBlur as unknown as FocusEventHandler<HTMLDivElement>}
  >
    <Suspense fallback={<InputSkeleton height={23} />}>
      <PhoneControl {...(control as PhoneControlProps)} ref={ref as Ref<HTMLInputElement>} />
    </Suspense>
  </div>
);

/** The library's container and number field, fitted into MUI's input box. */
const filledControlSx = {
  '& .PhoneInput': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .PhoneInputInput': {
    border: 0,
    outline: 0,
    padding: 0,
    minWidth: 0,
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
  },
  '& .PhoneInputCountrySelect': { color: 'text.primary', backgroundColor: 'background.paper' },
} as const;

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
  variant,
}: PhoneInputProps) => {
  const inherited = useContext(PhoneVariantContext);
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
  const control: PhoneControlProps = {
    id,
    name: field.name,
    value: field.value,
    countryCode: countryCodeSource ? record?.[countryCodeSource] : undefined,
    onChange: field.onChange,
    onBlur: field.onBlur,
    defaultCountry: country,
    invalid: fieldState.invalid,
    describedBy: helperId,
    disabled,
    readOnly,
  };
  const filled = (variant ?? inherited) === 'filled';
  // Filled, like react-admin's inputs in the schema's forms: no empty line kept for a message.
  const helper = (
    <FormHelperText id={helperId}>
      <InputHelperText
        error={fieldState.error?.message}
        helperText={filled ? (helperText ?? false) : helperText}
      />
    </FormHelperText>
  );
  if (filled) {
    return (
      <FormControl
        variant="filled"
        fullWidth
        margin="dense"
        error={fieldState.invalid}
        disabled={disabled}
        className={`ra-input ra-input-${source}`}
      >
        {/* The country selector always shows, so the label stays in its small place. */}
        <InputLabel htmlFor={id} shrink>
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        </InputLabel>
        <FilledInput
          value={typeof field.value === 'string' ? field.value : ''}
          readOnly={readOnly}
          inputComponent={FilledPhoneSlot}
          inputProps={{ control }}
          sx={filledControlSx}
        />
        {helper}
      </FormControl>
    );
  }
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
          <PhoneControl {...control} />
        </Suspense>
      </Box>
      {helper}
    </FormControl>
  );
};
