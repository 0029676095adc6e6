/** URL and file-name rules shared by the image and video previews (pure, no React). */

export const MAX_IMAGE_BYTES = 5_000_000;

type MediaKind = 'image' | 'video';

/**
 * The URL when it is safe to put in src/href: http(s), blob:, or a data: URL of the expected
 * media type. Anything else (javascript:, data:text/html, relative junk) yields undefined.
 */
export function safeMediaUrl(src: unknown, kind: MediaKind = 'image'): string | undefined {
  if (typeof src !== 'string') return undefined;
  const url = src.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url) || /^blob:[^\s]+$/i.test(url)) return url;
  if (url.toLowerCase().startsWith(`data:${kind}/`)) return url;
  return undefined;
}

const MIME_EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  'svg+xml': 'svg',
  'x-icon': 'ico',
  quicktime: 'mov',
  'x-msvideo': 'avi',
};

/** The extension a stored media URL implies: from a data: URL's type, else from the path. */
export function mediaExtension(src: string): string | undefined {
  const data = /^data:[a-z]+\/([a-z0-9.+-]+)[;,]/i.exec(src);
  if (data) {
    const subtype = data[1]!.toLowerCase();
    return MIME_EXTENSIONS[subtype] ?? subtype;
  }
  try {
    const path = new URL(src).pathname;
    const ext = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1];
    return ext?.toLowerCase();
  } catch {
    return undefined;
  }
}

/** A download name like `coupon-65a1.png`: the base made file-system safe plus the media's extension. */
export function downloadFileName(src: string, base = 'image'): string {
  const safeBase = base.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
  const ext = mediaExtension(src);
  return ext && !safeBase.toLowerCase().endsWith(`.${ext}`) ? `${safeBase}.${ext}` : safeBase;
}

/**
 * Whether a chosen file matches an accept list like ['.jpg', '.png'] or ['image/*'].
 * Extensions are compared case-insensitively; a file must also not claim a non-image type.
 */
export function acceptsImageFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  if (type && !type.startsWith('image/')) return false;
  if (accept.length === 0) return type.startsWith('image/');
  return accept.some((rule) => {
    const entry = rule.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}
