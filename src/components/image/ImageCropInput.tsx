import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useNotify,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from '../../i18n/useTranslate';
import { FilePickerButton } from '../FilePickerButton';
import {
  type Area,
  browserCropServices,
  type CropServices,
  cropToFile,
  DEFAULT_MAX_LONG_SIDE,
} from './cropImage';
import { ImagePreview } from './ImagePreview';
import { acceptsImageFile, MAX_IMAGE_BYTES } from './media';

// The crop step brings react-easy-crop: loaded only when a file has been chosen.
const CropDialog = lazy(() => import('./CropDialog'));

/** The name of the file the field holds (a cropped image is a File; react-admin's shape has rawFile). */
const chosenName = (value: unknown): string | undefined => {
  const file =
    value && typeof value === 'object' && 'rawFile' in value
      ? (value as { rawFile: unknown }).rawFile
      : value;
  return typeof File !== 'undefined' && file instanceof File ? file.name : undefined;
};

/** The image loader and canvas used to crop; tests provide fakes (happy-dom has no canvas). */
export const CropServicesContext = createContext<CropServices>(browserCropServices);

export interface ImageCropInputProps {
  source: string;
  /** Message key of the visible label (e.g. "Coupon Image"). */
  label?: string;
  /** Width / height of the crop: 2 for coupons, 1 for vendors. */
  aspect: number;
  /** Accepted extensions or types, e.g. ['.jpg', '.jpeg', '.png']. */
  accept?: string[];
  /**
   * The chosen file may weigh at most this (spec: 5,000,000 bytes); the crop's output is kept
   * under it too, by drawing it smaller (cropImage.ts), never refused for it.
   */
  maxBytes?: number;
  /** Record field holding the stored image URL, previewed with a Download Image link. */
  existingSource?: string;
  /** Base name of the downloaded stored image (default `<existingSource>-<id>`). */
  downloadName?: string;
  /** Long side of the cropped output, in pixels. */
  maxLongSide?: number;
  validate?: Validator | Validator[];
  helperText?: string | false;
  resource?: string;
}

/**
 * Choose an image, crop it at a fixed aspect, and keep the result as the form value: a PNG File
 * named croppedImage, which the multipart save sends as is. Nothing chosen: the value is untouched.
 */
export const ImageCropInput = ({
  source,
  label,
  aspect,
  accept = ['image/*'],
  maxBytes = MAX_IMAGE_BYTES,
  existingSource,
  downloadName,
  maxLongSide = DEFAULT_MAX_LONG_SIDE,
  validate,
  helperText,
  resource,
}: ImageCropInputProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const services = useContext(CropServicesContext);
  const { resetField } = useFormContext();
  const { id, field, fieldState, isRequired } = useInput({ source, resource, validate });
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();
  const value: unknown = field.value;

  // The preview follows the form value, so a form reset also removes it.
  useEffect(() => {
    if (!(value instanceof Blob)) return setPreview(undefined);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);

  const clearPicker = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!acceptsImageFile(file, accept)) {
      clearPicker();
      notify('app.widgets.image.wrong_type', { type: 'warning', messageArgs: { types: accept.join(', ') } });
      return;
    }
    // SPEC 9: "Image max 5 MB (5,000,000 bytes)": exactly 5,000,000 is allowed, as in ADD A COUPON.
    if (file.size > maxBytes) {
      clearPicker();
      notify('app.widgets.image.too_large', { type: 'warning' });
      return;
    }
    setChosen(URL.createObjectURL(file));
  };

  const closeCrop = () => {
    setChosen(undefined);
    clearPicker();
  };

  const onDone = async (area: Area | undefined) => {
    if (!chosen) return;
    setBusy(true);
    try {
      field.onChange(await cropToFile(chosen, area, aspect, services, { maxLongSide, maxBytes }));
      closeCrop();
    } catch (error) {
      console.error('Image crop failed', error);
      notify('app.widgets.image.crop_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const existing = existingSource ? record?.[existingSource] : undefined;
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth
      margin="dense"
      error={fieldState.invalid}
      className={`ra-input ra-input-${source}`}
    >
      {existing && !preview && (
        <ImagePreview
          src={existing}
          downloadName={downloadName ?? `${existingSource}-${String(record?.id ?? '')}`}
        />
      )}
      {preview && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mb: 1 }}>
          <Typography variant="caption">{translate('app.widgets.image.new_image')}</Typography>
          <Box
            component="img"
            src={preview}
            alt={translate('app.widgets.image.new_image')}
            sx={{ maxWidth: '100%', maxHeight: 200, borderRadius: 1 }}
          />
          <Button size="small" onClick={() => resetField(field.name)}>
            {translate('app.widgets.image.discard')}
          </Button>
        </Box>
      )}
      <FormLabel htmlFor={id} sx={{ fontSize: '0.8rem', mt: 1, mb: 0.5 }}>
        <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <FilePickerButton
        id={id}
        inputRef={fileInput}
        name={field.name}
        accept={accept.join(',')}
        onChange={onPick}
        onBlur={field.onBlur}
        describedBy={helperId}
        invalid={fieldState.invalid}
        fileName={chosenName(field.value)}
      />
      <FormHelperText id={helperId}>
        <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      </FormHelperText>
      {chosen && (
        <Suspense fallback={null}>
          <CropDialog src={chosen} aspect={aspect} busy={busy} onCancel={closeCrop} onDone={onDone} />
        </Suspense>
      )}
    </FormControl>
  );
};
