import { describe, expect, it } from 'vitest';
import {
  acceptsImageFile,
  downloadFileName,
  MAX_IMAGE_BYTES,
  mediaExtension,
  safeMediaUrl,
} from '../../../../src/components/image/media';

describe('safeMediaUrl', () => {
  it('keeps http(s), blob: and data: URLs of the right media type', () => {
    expect(safeMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeMediaUrl('http://api.test/v1/media/x.jpg')).toBe('http://api.test/v1/media/x.jpg');
    expect(safeMediaUrl('blob:http://localhost/abc')).toBe('blob:http://localhost/abc');
    expect(safeMediaUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeMediaUrl('data:video/mp4;base64,AAAA', 'video')).toBe('data:video/mp4;base64,AAAA');
  });

  it('refuses scripts, html data, relative paths and non-strings', () => {
    expect(safeMediaUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeMediaUrl('data:text/html,<script>x</script>')).toBeUndefined();
    expect(safeMediaUrl('data:video/mp4;base64,AAAA', 'image')).toBeUndefined();
    expect(safeMediaUrl('uploads/a.png')).toBeUndefined();
    expect(safeMediaUrl('')).toBeUndefined();
    expect(safeMediaUrl(undefined)).toBeUndefined();
    expect(safeMediaUrl(42)).toBeUndefined();
  });
});

describe('downloadFileName', () => {
  it('takes the extension from a data: URL type', () => {
    expect(downloadFileName('data:image/svg+xml,%3Csvg%3E', 'coupon-1')).toBe('coupon-1.svg');
    expect(downloadFileName('data:image/jpeg;base64,AAAA', 'store')).toBe('store.jpg');
    expect(downloadFileName('data:image/png;base64,AAAA', 'store')).toBe('store.png');
  });

  it('takes the extension from the URL path and ignores the query', () => {
    expect(downloadFileName('https://x.test/uploads/abc.JPEG?size=2', 'img')).toBe('img.jpeg');
    expect(mediaExtension('https://x.test/uploads/noext')).toBeUndefined();
    expect(downloadFileName('https://x.test/uploads/noext', 'img')).toBe('img');
  });

  it('makes the base file-system safe and never empty', () => {
    expect(downloadFileName('data:image/png;base64,A', 'Café / Bar: 2')).toBe('Caf-Bar-2.png');
    expect(downloadFileName('data:image/png;base64,A', '///')).toBe('image.png');
    expect(downloadFileName('data:image/png;base64,A', 'photo.png')).toBe('photo.png');
  });
});

describe('acceptsImageFile', () => {
  const file = (name: string, type: string) => ({ name, type });
  const coupon = ['.jpg', '.jpeg', '.png'];

  it('accepts listed extensions case-insensitively', () => {
    expect(acceptsImageFile(file('a.JPG', 'image/jpeg'), coupon)).toBe(true);
    expect(acceptsImageFile(file('a.png', 'image/png'), coupon)).toBe(true);
    expect(acceptsImageFile(file('a.png', ''), coupon)).toBe(true);
  });

  it('refuses other extensions and files that claim a non-image type', () => {
    expect(acceptsImageFile(file('a.gif', 'image/gif'), coupon)).toBe(false);
    expect(acceptsImageFile(file('a.png', 'text/html'), coupon)).toBe(false);
  });

  it('understands image/* and exact types', () => {
    expect(acceptsImageFile(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(acceptsImageFile(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(acceptsImageFile(file('a.bin', 'image/png'), ['image/png'])).toBe(true);
    expect(acceptsImageFile(file('a.bin', ''), [])).toBe(false);
  });

  it('uses the spec limit of 5,000,000 bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_000_000);
  });
});
