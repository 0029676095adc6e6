import { lazy } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { AddressInput, DateInput, ImageCropInput, PhoneInput, VideoPreviewField } from '../components';
import { useTranslate } from '../i18n/useTranslate';
import { today } from '../lib/dates';
import { fieldLabel } from './fieldLookup';
import { useKnownValue } from './knownValues';
import type { FieldDef, FieldInputProps } from './types';
import { isRequiredBy, validatorsFor } from './validation';

/**
 * The one place that maps a field kind to its input and its list cell: react-admin's components,
 * and the console's widgets (src/components) for phone, image crop, address, QR and referral
 * link. The widgets load their heavy libraries on demand.
 */
type AnyField = FieldDef<Record<string, unknown>>;

// With the form that shows it, not the first load (MUI's Autocomplete).
const KnownValueInput = lazy(() =>
  import('./KnownValueInput').then((module) => ({ default: module.KnownValueInput })),
);

const TEXT_TYPES: Partial<Record<AnyField['kind'], string>> = { email: 'email', phone: 'tel', url: 'url' };

export function FieldInput({
  field,
  resource,
  view,
}: {
  field: AnyField;
  resource: string;
  view: 'edit' | 'create';
}) {
  const translate = useTranslate();
  const known = useKnownValue(field.values);
  const label = fieldLabel({ name: resource }, field);
  // react-dropzone's <input type=file> is outside the visible label's reach: name it directly.
  const fileInputProps = { 'aria-label': translate(label, { _: label }) };
  if (field.input) {
    const Override = field.input;
    const props: FieldInputProps = { source: field.source, label, resource, field, view };
    return <Override {...props} />;
  }
  if (field.known) {
    const props: FieldInputProps = { source: field.source, label, resource, field, view };
    return <KnownValueInput {...props} />;
  }
  const common = {
    source: field.source,
    label,
    validate: validatorsFor(field.rules),
    readOnly: field.readOnly,
    helperText: field.helperText ?? false,
    fullWidth: true,
  } as const;
  switch (field.kind) {
    case 'number':
      return <NumberInput {...common} />;
    case 'date': {
      // The calendar offers only the days the rules accept; the rules still say why (spec messages).
      const min = field.rules?.some((rule) => rule.rule === 'minDate' && rule.value === 'today')
        ? today()
        : undefined;
      const notBefore = field.rules?.find((rule) => rule.rule === 'notBefore');
      return (
        <DateInput
          source={field.source}
          label={label}
          validate={common.validate}
          minDay={min}
          notBeforeSource={notBefore?.rule === 'notBefore' ? notBefore.field : undefined}
          helperText={common.helperText}
          readOnly={field.readOnly}
          resource={resource}
        />
      );
    }
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return (
        <ReferenceInput source={field.source} reference={field.reference?.resource ?? ''}>
          <AutocompleteInput
            {...common}
            optionText={
              field.values
                ? (record: Record<string, unknown>) => known(record?.[field.reference?.optionText ?? 'name'])
                : (field.reference?.optionText ?? 'name')
            }
          />
        </ReferenceInput>
      );
    case 'phone':
      return (
        <PhoneInput source={field.source} label={label} validate={common.validate} resource={resource} />
      );
    case 'address':
      return (
        <AddressInput
          source={field.source}
          label={label}
          validate={common.validate}
          latitudeSource={field.latitudeSource}
          longitudeSource={field.longitudeSource}
          resource={resource}
        />
      );
    case 'image':
      if (field.aspect) {
        // The size rule is the chosen file's, checked when it is picked; the crop's output is
        // kept under the same limit (cropImage.ts), so it is not checked again on the way out.
        const maxBytes = field.rules?.find((rule) => rule.rule === 'maxFileSize')?.value;
        return (
          <ImageCropInput
            source={field.source}
            label={label}
            aspect={field.aspect}
            accept={field.accept ? Object.values(field.accept).flat() : undefined}
            existingSource={field.existingSource}
            validate={validatorsFor(field.rules?.filter((rule) => rule.rule !== 'maxFileSize'))}
            maxBytes={typeof maxBytes === 'number' ? maxBytes : undefined}
            resource={resource}
          />
        );
      }
      return (
        <ImageInput
          {...common}
          accept={field.accept}
          isRequired={isRequiredBy(field.rules)}
          inputProps={fileInputProps}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    case 'video':
      return (
        <>
          {field.existingSource && <VideoPreviewField source={field.existingSource} />}
          <FileInput
            {...common}
            accept={field.accept}
            isRequired={isRequiredBy(field.rules)}
            inputProps={fileInputProps}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </>
      );
    default:
      return (
        <TextInput
          {...common}
          type={TEXT_TYPES[field.kind] ?? 'text'}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
        />
      );
  }
}

// The list cells live in ./fieldCells (the lists load without the inputs).
export { cellFor } from './fieldCells';
