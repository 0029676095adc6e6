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
export const DEFAULT_MAX_OUTPUT_WIDTH = 2000;

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
 * Output pixels for a crop: about the crop's own width (capped so uploads stay reasonable). The
 * height is rounded first and the width derived from it, so integer aspects (2:1, 1:1) come out
 * exact whatever sub-pixel area the cropper reports.
 */
export function outputSize(area: Area, aspect: number, maxWidth = DEFAULT_MAX_OUTPUT_WIDTH) {
  const height = Math.max(1, Math.round(Math.min(area.width, maxWidth) / aspect));
  return { width: Math.max(1, Math.round(height * aspect)), height };
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

/** Crops `src` to `area` (natural pixels; centred when missing or unusable) and returns a PNG File named croppedImage. */
export async function cropToFile(
  src: string,
  area: Area | undefined,
  aspect: number,
  services: CropServices = browserCropServices,
  maxWidth = DEFAULT_MAX_OUTPUT_WIDTH,
): Promise<File> {
  const image = await services.loadImage(src);
  const { naturalWidth: width, naturalHeight: height } = image;
  if (!width || !height) throw new Error('The image has no size');
  const crop = clampArea(isUsableArea(area) ? area : centeredArea(width, height, aspect), width, height);
  const size = outputSize(crop, aspect, maxWidth);
  const canvas = services.createCanvas();
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas produced no image');
  return new File([blob], CROPPED_FILE_NAME, { type: 'image/png' });
}
