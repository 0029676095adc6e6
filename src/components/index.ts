/**
 * Shared widgets for resource declarations and dialogs. Every export here is light: the heavy
 * libraries (react-easy-crop, qrcode.react, react-phone-number-input with its metadata, the maps
 * service) sit behind React.lazy / dynamic import and load when a widget that needs them shows up.
 * Inputs register with the form (and validate) at once; only their heavy parts wait for a chunk.
 * tests/unit/components/codeSplit.test.ts guards this.
 */
export { AddressInput, type AddressInputProps } from './address/AddressInput';
export { type MapsLoader, MapsLoaderContext } from './address/mapsLoader';
export {
  DATE_INVALID,
  DateInput,
  type DateInputProps,
  preloadDatePicker,
  validateWholeDay,
} from './dates/DateInput';
export { DayField } from './dates/DayField';
export {
  GenerateDescriptionButton,
  type GenerateDescriptionButtonProps,
} from './description/GenerateDescriptionButton';
export { CROPPED_FILE_NAME, type CropServices } from './image/cropImage';
export { CropServicesContext, ImageCropInput, type ImageCropInputProps } from './image/ImageCropInput';
export {
  ImagePreview,
  ImagePreviewField,
  type ImagePreviewFieldProps,
  type ImagePreviewProps,
  NO_IMAGE_TEXT,
  NO_VIDEO_TEXT,
  VideoPreviewField,
  type VideoPreviewFieldProps,
} from './image/ImagePreview';
export { downloadFileName, MAX_IMAGE_BYTES, safeMediaUrl } from './image/media';
export type { GeocodeQuery, LatLng, MapsService, PlaceSuggestion } from './maps/types';
export { PhoneInput, type PhoneInputProps, preloadPhoneInput } from './phone/PhoneInput';
export { PHONE_INVALID, PHONE_REQUIRED, validatePhone } from './phone/phoneRules';
export { QrCodeButton, type QrCodeButtonProps } from './referral/QrCodeButton';
export { ReferralLinkField, type ReferralLinkFieldProps } from './referral/ReferralLinkField';
export { referralLink } from './referral/referralLink';
export { InputSkeleton, useFullScreenDialog } from './shared';
