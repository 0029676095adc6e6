import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, IconButton } from '@mui/material';
import { type MouseEvent, type ReactElement, Suspense } from 'react';
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
import { PhoneText } from '../components/phone/PhoneText';
import { QrCodeButton } from '../components/referral/QrCodeButton';
import { ReferralLinkField } from '../components/referral/ReferralLinkField';
import { useFormatDate } from '../i18n/format';
import { useTranslate } from '../i18n/useTranslate';
import { useKnownValue } from './knownValues';
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
      sx={{ maxHeight: 32, maxWidth: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};

/** A video as a play icon (a narrow column): its name and title say what it opens. */
const VideoCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const src = safeMediaUrl(record?.[source], 'video');
  if (!src) return null;
  const label = translate('app.schema.view_video');
  return (
    <IconButton
      component="a"
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      color="primary"
      aria-label={label}
      title={label}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <PlayCircleOutlineIcon />
    </IconButton>
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

/** A day as every list shows it in the admin's language (lib/dates dayPattern), on one line. */
const DateCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const format = useFormatDate();
  return <span style={{ whiteSpace: 'nowrap' }}>{format(record ? valueAt(record, source) : undefined)}</span>;
};

/**
 * Long text (a description, an address) in two lines at most, so a row stays a row on a laptop;
 * the whole text shows on hover (title) and on focus (the clamp lifts), for keyboard users too.
 */
const LongTextCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = record ? valueAt(record, source) : undefined;
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return (
    <Box
      component="span"
      title={text}
      tabIndex={0}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        minWidth: 120,
        maxWidth: 260,
        '&:focus-visible': {
          WebkitLineClamp: 'unset',
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {text}
    </Box>
  );
};

/**
 * An e-mail on one line, ending in an ellipsis when long (the whole address on hover, and in
 * the link a keyboard focuses, which lifts the ellipsis).
 */
const EmailCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = record ? valueAt(record, source) : undefined;
  return (
    <Box
      component="span"
      title={typeof value === 'string' ? value : undefined}
      sx={{
        display: 'inline-block',
        // Room for a whole address on a laptop's list (agents' e-mails were cut at 1366 px).
        maxWidth: { xs: 220, lg: 300 },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
        '&:focus-within': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      }}
    >
      <EmailField source={source} />
    </Box>
  );
};

const isText = (value: unknown) => typeof value === 'string';
const isNumeric = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** A value with a known meaning (a role, a status), named in the admin's language. */
const KnownValueCell = ({ source, values }: { source: string; values: string }) => {
  const record = useRecordContext();
  const name = useKnownValue(values);
  return <>{name(record ? valueAt(record, source) : undefined)}</>;
};

/** The list cell of a field (also used by the compact phone list). */
export function cellFor(field: AnyField): ReactElement {
  const source = field.source;
  if (field.cell) {
    const Cell = field.cell;
    return (
      <Suspense fallback={<TextField source={source} />}>
        <Cell source={source} />
      </Suspense>
    );
  }
  if (field.display === 'phone') return <PhoneText source={source} />;
  if (field.values) return <KnownValueCell source={source} values={field.values} />;
  switch (field.kind) {
    case 'phone':
      return <PhoneText source={source} />;
    case 'email':
      return (
        <Typed source={source} accepts={isText}>
          <EmailCell source={source} />
        </Typed>
      );
    case 'address':
      return <LongTextCell source={source} />;
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
      return field.multiline ? <LongTextCell source={source} /> : <TextField source={source} />;
  }
}
