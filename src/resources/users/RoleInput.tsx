import { Autocomplete, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useRecordContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { type FieldInputProps, useKnownValue, validatorsFor } from '../../schema';

/** The roles the platform is known to give (SPEC 6 names subscriber; the rest come from its data). */
export const KNOWN_ROLES = ['admin', 'subscriber', 'customer', 'vendor', 'agent'] as const;

/**
 * Edit User's Role (the record's `userName`, SPEC 3): chosen from the known roles, each named in
 * the admin's language; a role the platform sent that is not among them stays, as sent, and the
 * field still takes typed text (the value the platform receives is the role's own word).
 */
export const RoleInput = ({ source, label, field: declared }: FieldInputProps) => {
  const record = useRecordContext();
  const name = useKnownValue(declared.values);
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate: validatorsFor(declared.rules) });
  const current = record?.[source];
  const roles: string[] = [...KNOWN_ROLES];
  if (typeof current === 'string' && current.trim() && !roles.includes(current)) roles.push(current);
  const value = typeof field.value === 'string' ? field.value : '';
  const invalid = Boolean(fieldState.error) && (fieldState.isTouched || fieldState.isDirty);
  return (
    <Autocomplete
      freeSolo
      forcePopupIcon
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      options={roles}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => field.onChange(next)}
      onChange={(_event, next) => field.onChange(next ?? '')}
      getOptionLabel={(option) => option}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const shown = name(option);
        return (
          <li key={key} {...rest}>
            {shown === option ? option : `${shown} (${option})`}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          variant="filled"
          margin="dense"
          fullWidth
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={invalid}
          helperText={invalid ? <InputHelperText error={fieldState.error?.message} /> : ' '}
        />
      )}
    />
  );
};
