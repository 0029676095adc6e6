import { Box, Link } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { safeMediaUrl } from '../components/image/media';
import { QrCodeButton } from '../components/referral/QrCodeButton';
import { ReferralLinkField } from '../components/referral/ReferralLinkField';
import { useFormatDate } from '../i18n/format';
import { useTranslate } from '../i18n/useTranslate';
import { valueAt } from './localValues';
import type { FieldDef } from './types';

/**
 * The list cell of each field kind (the inputs are in ./fieldKinds, loaded with the dialogs):
 * a list screen loads only what it shows.
 */
type AnyField = FieldDef<Record<string, unknown>>;

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
