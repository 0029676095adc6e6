import { vi } from 'vitest';
import type {
  CanvasLike,
  CropServices,
  DrawContext,
  ImageLike,
} from '../../../src/components/image/cropImage';

/** A canvas stand-in: records drawImage calls and yields a PNG blob of the canvas size (as text). */
export function fakeCropServices(image: ImageLike = { naturalWidth: 800, naturalHeight: 600 }) {
  const drawImage = vi.fn<DrawContext['drawImage']>();
  const canvases: CanvasLike[] = [];
  const services: CropServices = {
    loadImage: vi.fn(async () => image),
    createCanvas: () => {
      const canvas: CanvasLike = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage }),
        toBlob: (callback, type) => callback(new Blob([`${canvas.width}x${canvas.height}`], { type })),
      };
      canvases.push(canvas);
      return canvas;
    },
  };
  return { services, drawImage, canvases, image };
}
