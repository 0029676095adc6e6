import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centeredArea, clampArea, cropToFile, outputSize } from '../../../../src/components/image/cropImage';
import { fakeCropServices } from '../fakes';

describe('crop geometry', () => {
  it('centres the largest crop of the aspect (what the cropper starts with)', () => {
    expect(centeredArea(800, 600, 2)).toEqual({ x: 0, y: 100, width: 800, height: 400 });
    expect(centeredArea(800, 600, 1)).toEqual({ x: 100, y: 0, width: 600, height: 600 });
    expect(centeredArea(300, 900, 2)).toEqual({ x: 0, y: 375, width: 300, height: 150 });
  });

  it('keeps a crop inside the image', () => {
    expect(clampArea({ x: -2, y: 10, width: 900, height: 700 }, 800, 600)).toEqual({
      x: 0,
      y: 10,
      width: 800,
      height: 590,
    });
  });

  it('gives exactly the requested integer aspect for any sub-pixel crop', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        fc.double({ min: 1, max: 8000, noNaN: true }),
        fc.integer({ min: 50, max: 4000 }),
        (aspect, width, maxLong) => {
          const size = outputSize({ x: 0, y: 0, width, height: width / aspect }, aspect, maxLong);
          expect(size.width / size.height).toBe(aspect);
          expect(size.width).toBeLessThanOrEqual(Math.max(maxLong, aspect) + aspect);
        },
      ),
    );
  });

  it('caps the long side (1600 px by default), whichever it is', () => {
    expect(outputSize({ x: 0, y: 0, width: 5000, height: 2500 }, 2)).toEqual({ width: 1600, height: 800 });
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 3000 }, 1)).toEqual({ width: 1600, height: 1600 });
    expect(outputSize({ x: 0, y: 0, width: 1000, height: 2000 }, 0.5, 1600)).toEqual({
      width: 800,
      height: 1600,
    });
    expect(outputSize({ x: 0, y: 0, width: 640.4, height: 320.2 }, 2)).toEqual({ width: 640, height: 320 });
  });
});

describe('cropToFile', () => {
  it('draws the crop onto a canvas of the output size and returns a PNG File named croppedImage', async () => {
    const { services, drawImage, canvases, image } = fakeCropServices();
    const file = await cropToFile('blob:x', { x: 10, y: 20, width: 400.6, height: 200.3 }, 2, services);
    expect(services.loadImage).toHaveBeenCalledWith('blob:x');
    expect(drawImage).toHaveBeenCalledWith(image, 10, 20, 400.6, 200.3, 0, 0, 400, 200);
    expect(canvases[0]).toMatchObject({ width: 400, height: 200 });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('croppedImage');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('400x200');
  });

  it('uses the centred crop when the cropper reported none', async () => {
    const { services, drawImage, image } = fakeCropServices({ naturalWidth: 1000, naturalHeight: 400 });
    await cropToFile('blob:y', undefined, 1, services);
    expect(drawImage).toHaveBeenCalledWith(image, 300, 0, 400, 400, 0, 0, 400, 400);
  });

  it('falls back to the centred crop when the cropper reported NaN or an empty area', async () => {
    const { services, drawImage, image } = fakeCropServices();
    await cropToFile(
      'blob:n',
      { x: Number.NaN, y: Number.NaN, width: Number.NaN, height: Number.NaN },
      2,
      services,
    );
    await cropToFile('blob:n', { x: 0, y: 0, width: 0, height: 0 }, 2, services);
    expect(drawImage).toHaveBeenNthCalledWith(1, image, 0, 100, 800, 400, 0, 0, 800, 400);
    expect(drawImage).toHaveBeenNthCalledWith(2, image, 0, 100, 800, 400, 0, 0, 800, 400);
  });

  it('draws it smaller while the PNG would weigh more than the limit, and says so when it cannot', async () => {
    // A photo's PNG: about 3 bytes a pixel.
    const { services, canvases } = fakeCropServices({ naturalWidth: 4000, naturalHeight: 3000 });
    services.createCanvas = () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage: () => undefined }),
        toBlob: (callback: (blob: Blob | null) => void) =>
          callback(new Blob([new Uint8Array(canvas.width * canvas.height * 3)], { type: 'image/png' })),
      };
      canvases.push(canvas);
      return canvas;
    };
    const file = await cropToFile('blob:big', undefined, 1, services, { maxBytes: 5_000_000 });
    expect(canvases[0]).toMatchObject({ width: 1600, height: 1600 }); // 7,680,000 bytes: too big
    expect(canvases.length).toBeGreaterThan(1);
    expect(file.size).toBeLessThanOrEqual(5_000_000);
    expect(file.name).toBe('croppedImage');
    const last = canvases.at(-1)!;
    expect(last.width).toBe(last.height);
    await expect(cropToFile('blob:big', undefined, 1, services, { maxBytes: 2 })).rejects.toThrow(/limit/);
  });

  it('fails clearly without a 2D context, without a blob, or on an empty image', async () => {
    const noContext = fakeCropServices();
    noContext.services.createCanvas = () => ({
      width: 0,
      height: 0,
      getContext: () => null,
      toBlob: () => undefined,
    });
    await expect(cropToFile('blob:z', undefined, 2, noContext.services)).rejects.toThrow(/canvas/i);

    const noBlob = fakeCropServices();
    noBlob.services.createCanvas = () => ({
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: () => undefined }),
      toBlob: (callback) => callback(null),
    });
    await expect(cropToFile('blob:z', undefined, 2, noBlob.services)).rejects.toThrow(/no image/i);

    const empty = fakeCropServices({ naturalWidth: 0, naturalHeight: 0 });
    await expect(cropToFile('blob:z', undefined, 2, empty.services)).rejects.toThrow(/no size/i);
  });
});
