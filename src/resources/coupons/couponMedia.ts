import { MAX_IMAGE_BYTES } from '../../components/image/media';
import type { FieldDef } from '../../engine';

/** SPEC 5: images .jpg/.jpeg/.png; videos mp4, 3gp, wmv, mkv, flv; images at most 5,000,000 bytes. */
export const IMAGE_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
export const VIDEO_ACCEPT = {
  'video/mp4': ['.mp4'],
  'video/3gpp': ['.3gp'],
  'video/x-ms-wmv': ['.wmv'],
  'video/x-matroska': ['.mkv'],
  'video/x-flv': ['.flv'],
};
/**
 * The spec names no video limit; the platform's upload is one multipart request, so the console
 * refuses a video over 100 MB before sending it (docs/security.md: uploads). Change it here if
 * the platform's own limit is known to differ.
 */
export const MAX_VIDEO_BYTES = 100_000_000;

const IMAGE_FILE = /\.(jpe?g|png)$|^image\/(jpeg|png)$/i;
const VIDEO_FILE = /\.(mp4|3gp|wmv|mkv|flv)$|^video\/(mp4|3gpp|x-ms-wmv|x-matroska|x-flv)$/i;

type Media = Pick<FieldDef<Record<string, unknown>>, 'accept' | 'rules' | 'aspect'>;

/** SPEC 9: coupon images are cropped 2:1. */
export const COUPON_IMAGE_ASPECT = 2;

/** The Edit Coupon image has the spec's 2:1 crop step; ADD A COUPON takes the file as chosen. */
export const imageMedia = (required: boolean, crop = !required): Media => ({
  accept: IMAGE_ACCEPT,
  aspect: crop ? COUPON_IMAGE_ASPECT : undefined,
  rules: [
    ...(required ? [{ rule: 'required' } as const] : []),
    { rule: 'fileType', value: IMAGE_FILE, message: 'app.resources.validation.image_type' },
    { rule: 'maxFileSize', value: MAX_IMAGE_BYTES, message: 'app.resources.validation.image_size' },
  ],
});

export const videoMedia: Media = {
  accept: VIDEO_ACCEPT,
  rules: [
    { rule: 'fileType', value: VIDEO_FILE, message: 'app.resources.validation.video_type' },
    { rule: 'maxFileSize', value: MAX_VIDEO_BYTES, message: 'app.resources.validation.video_size' },
  ],
};

/** Form-only values: the new image and video files. */
export interface CouponFormFiles {
  image?: unknown;
  videos?: unknown;
}
