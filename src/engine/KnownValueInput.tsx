import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext } from 'react-admin';
import { useTranslate } from '../i18n/useTranslate';
import { useKnownValue } from './knownValues';
import type { FieldInputProps } from './types';
import { validatorsFor } from './validation';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A text field whose values have a known meaning (a role, a coupon status): it suggests the
 * declared `known` values, each named in the admin's language, and writes the platform's own word
 * (a French admin who types « Publié » saves "Published"). A value the platform sent that is not
 * among them stays as sent. Another value can still be typed; the field then says, before the
 * admin saves, that the platform does not know it.
 */
export const KnownValueInput = ({ source, label, field: declared }: FieldInputProps) => {
  const record = useRecordContext();
  const name = useKnownValue(declared.values);
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate: validatorsFor(declared.rules) });
  const current = record?.[source];
  const known: string[] = [...(declared.known ?? [])];
  const options = [...known];
  if (typeof current === 'string' && current.trim() && !options.includes(current)) options.push(current);
  const value = typeof field.value === 'string' ? field.value : '';
  /** The platform's word for what was typed: a known value, or its name in the admin's language. */
  const wordFor = (typed: string) =>
    known.find((word) => same(word, typed) || same(name(word), typed)) ?? typed;
  const invalid = Boolean(fieldState.error) && (fieldState.isTouched || fieldState.isDirty);
  const unknown = value.trim() !== '' && !known.includes(value) && value !== current;
  // The platform's word in brackets only when it says more than the name ("Client (customer)").
  const shownName = (option: string) => {
    const shown = name(option);
    return same(shown, option) ? shown : `${shown} (${option})`;
  };
  // What the admin is typing, shown as typed; otherwise the field shows its value as its option reads.
  const [typed, setTyped] = useState<string>();
  return (
    <Autocomplete
      freeSolo
      forcePopupIcon
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      options={options}
      value={value}
      inputValue={typed ?? shownName(value)}
      onInputChange={(event, next, reason) => {
        if (reason === 'input') {
          setTyped(next);
          field.onChange(next);
        } else if (event) setTyped(undefined);
        // Without an event it echoes a change of the value: the field already shows it.
      }}
      onChange={(_event, next) => {
        setTyped(undefined);
        field.onChange(next ? wordFor(next) : '');
      }}
      getOptionLabel={shownName}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={() => {
            // A known value typed in the admin's language is written as the platform's word.
            if (value && wordFor(value) !== value) field.onChange(wordFor(value));
            setTyped(undefined);
            field.onBlur();
          }}
          variant="filled"
          margin="dense"
          fullWidth
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={invalid}
          helperText={
            invalid ? (
              <InputHelperText error={fieldState.error?.message} />
            ) : unknown ? (
              translate('app.schema.unknown_value', { value, known: known.map(name).join(', ') })
            ) : (
              ' '
            )
          }
        />
      )}
    />
  );
};
