/**
 * The crop computation, split so it can be tested without a canvas: the geometry is pure, and
 * the image loader and canvas are injected (the browser ones by default). The real canvas path
 * is proved by the browser tests.
 */

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageLike {
  naturalWidth: number;
  naturalHeight: number;
}

export interface DrawContext {
  drawImage(
    image: ImageLike,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
}

export interface CanvasLike {
  width: number;
  height: number;
  getContext(type: '2d'): DrawContext | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string): void;
}

export interface CropServices {
  loadImage(src: string): Promise<ImageLike>;
  createCanvas(): CanvasLike;
}

export const CROPPED_FILE_NAME = 'croppedImage';
/** The crop's long side is at most this many pixels: plenty for a coupon or a business photo. */
export const DEFAULT_MAX_LONG_SIDE = 1600;

/** The largest area of the given aspect centred in the image: the crop react-easy-crop starts with. */
export function centeredArea(width: number, height: number, aspect: number): Area {
  const cropWidth = Math.min(width, height * aspect);
  const cropHeight = cropWidth / aspect;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/** A cropper that never measured its media (hidden, zero-sized) reports NaN or empty areas. */
export function isUsableArea(area: Area | undefined): area is Area {
  return (
    !!area &&
    [area.x, area.y, area.width, area.height].every(Number.isFinite) &&
    area.width >= 1 &&
    area.height >= 1
  );
}

/** Keeps a crop inside the image (react-easy-crop can report sub-pixel overshoot). */
export function clampArea(area: Area, width: number, height: number): Area {
  const x = Math.min(Math.max(0, area.x), width);
  const y = Math.min(Math.max(0, area.y), height);
  return { x, y, width: Math.min(area.width, width - x), height: Math.min(area.height, height - y) };
}

/**
 * Output pixels for a crop: the crop's own size, its long side capped. The short side is rounded
 * first and the long one derived from it, so integer aspects (2:1, 1:1) come out exact whatever
 * sub-pixel area the cropper reports.
 */
export function outputSize(area: Area, aspect: number, maxLongSide = DEFAULT_MAX_LONG_SIDE) {
  const long = Math.min(Math.max(area.width, area.height), maxLongSide);
  if (aspect >= 1) {
    const height = Math.max(1, Math.round(long / aspect));
    return { width: Math.max(1, Math.round(height * aspect)), height };
  }
  const width = Math.max(1, Math.round(long * aspect));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

export const browserCropServices: CropServices = {
  loadImage: (src) =>
    new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error('The image could not be decoded'));
      image.src = src;
    }),
  createCanvas: () => document.createElement('canvas') as unknown as CanvasLike,
};

export interface CropLimits {
  /** Long side of the output in pixels (default 1600). */
  maxLongSide?: number;
  /** The output must stay at or under this many bytes (the platform's upload limit). */
  maxBytes?: number;
}

/** How many times the output is scaled down before giving up on a byte limit. */
const MAX_ATTEMPTS = 6;

/**
 * Crops `src` to `area` (natural pixels; centred when missing or unusable) and returns a PNG File
 * named croppedImage (SPEC: the crop "produces a png named croppedImage"). A PNG of a photo can
 * weigh more than the JPEG it came from: while it is over `maxBytes` it is drawn again smaller,
 * so a picture the admin was allowed to choose never becomes one the platform refuses.
 */
export async function cropToFile(
  src: string,
  area: Area | undefined,
  aspect: number,
  services: CropServices = browserCropServices,
  { maxLongSide = DEFAULT_MAX_LONG_SIDE, maxBytes }: CropLimits = {},
): Promise<File> {
  const image = await services.loadImage(src);
  const { naturalWidth: width, naturalHeight: height } = image;
  if (!width || !height) throw new Error('The image has no size');
  const crop = clampArea(isUsableArea(area) ? area : centeredArea(width, height, aspect), width, height);
  let longSide = maxLongSide;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const size = outputSize(crop, aspect, longSide);
    const canvas = services.createCanvas();
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The canvas produced no image');
    if (!maxBytes || blob.size <= maxBytes) return new File([blob], CROPPED_FILE_NAME, { type: 'image/png' });
    // Bytes grow with the area: shrink both sides by the square root of the excess, and a bit more.
    longSide = Math.floor(Math.max(size.width, size.height) * Math.sqrt(maxBytes / blob.size) * 0.95);
  }
  throw new Error('The cropped image stays over the size limit');
}
