import { Box, Link } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  EmailField,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  UrlField,
  useRecordContext,
} from 'react-admin';
import {
  AddressInput,
  DateInput,
  ImageCropInput,
  PhoneInput,
  QrCodeButton,
  ReferralLinkField,
  safeMediaUrl,
  VideoPreviewField,
} from '../components';
import { useFormatDate } from '../i18n/format';
import { useTranslate } from '../i18n/useTranslate';
import { today } from '../lib/dates';
import { fieldLabel } from './defineResource';
import { valueAt } from './localQuery';
import type { FieldDef, FieldInputProps } from './types';
import { isRequiredBy, validatorsFor } from './validation';

/**
 * The one place that maps a field kind to its input and its list cell: react-admin's components,
 * and the console's widgets (src/components) for phone, image crop, address, QR and referral
 * link. The widgets load their heavy libraries on demand.
 */
type AnyField = FieldDef<Record<string, unknown>>;

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
  const label = fieldLabel({ name: resource }, field);
  // react-dropzone's <input type=file> is outside the visible label's reach: name it directly.
  const fileInputProps = { 'aria-label': translate(label, { _: label }) };
  if (field.input) {
    const Override = field.input;
    const props: FieldInputProps = { source: field.source, label, resource, field, view };
    return <Override {...props} />;
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
          <AutocompleteInput {...common} optionText={field.reference?.optionText ?? 'name'} />
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

const ImageCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const src = safeMediaUrl(record?.[source], 'image');
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('app.schema.image_alt')}
      loading="lazy"
      sx={{ maxHeight: 48, maxWidth: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};

const VideoCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const src = safeMediaUrl(record?.[source], 'video');
  if (!src) return null;
  return (
    <Link href={src} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {translate('app.schema.view_video')}
    </Link>
  );
};

/**
 * A typed cell (mailto link, formatted number) only for a value of its type: anything else the
 * server sent (an object, an array) shows as plain text instead of crashing the whole list.
 */
const Typed = ({
  source,
  accepts,
  children,
}: {
  source: string;
  accepts: (value: unknown) => boolean;
  children: ReactElement;
}) => {
  const record = useRecordContext();
  const value = record ? valueAt(record, source) : undefined;
  if (value === undefined || value === null || accepts(value)) return children;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
};

/** A day as every list shows it in the admin's language (English: the spec's DD/MM/YYYY). */
const DateCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const format = useFormatDate();
  return <>{format(record ? valueAt(record, source) : undefined)}</>;
};

const isText = (value: unknown) => typeof value === 'string';
const isNumeric = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** The list cell of a field (also used by the compact phone list). */
export function cellFor(field: AnyField): ReactElement {
  const source = field.source;
  if (field.cell) {
    const Cell = field.cell;
    return <Cell source={source} />;
  }
  switch (field.kind) {
    case 'email':
      return (
        <Typed source={source} accepts={isText}>
          <EmailField source={source} />
        </Typed>
      );
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" />;
    case 'number':
      return (
        <Typed source={source} accepts={isNumeric}>
          <NumberField source={source} />
        </Typed>
      );
    case 'date':
      return <DateCell source={source} />;
    case 'boolean':
      return <BooleanField source={source} looseValue />;
    case 'image':
      return <ImageCell source={source} />;
    case 'referralLink':
      return <ReferralLinkField source={source} />;
    case 'qrCode':
      return <QrCodeButton source={source} />;
    case 'video':
      return <VideoCell source={source} />;
    case 'select':
      return <SelectField source={source} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return (
        <ReferenceField source={source} reference={field.reference?.resource ?? ''} link={false}>
          <TextField source={field.reference?.optionText ?? 'name'} />
        </ReferenceField>
      );
    default:
      return <TextField source={source} />;
  }
}
