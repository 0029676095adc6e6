import type { FeedRecord } from '.';

export type FeedKind = 'video' | 'text' | 'image';

/** The spec's three shapes: Video feeds, Text feeds, anything else is an image feed. */
export function feedKind(feed: Pick<FeedRecord, 'feedType'>): FeedKind {
  const type = String(feed.feedType ?? '').toLowerCase();
  if (type === 'video') return 'video';
  if (type === 'text') return 'text';
  return 'image';
}

const SAFE_DATA = /^data:(image|video)\//i;

/**
 * Only http(s), blob and image/video data URLs are embedded: feed media is user content and a
 * javascript: (or any other) URL must never reach a src attribute. Relative paths resolve against
 * the console's origin. Unsafe or empty → undefined.
 */
export function embeddableUrl(
  value: unknown,
  base = globalThis.location?.href ?? 'http://localhost/',
): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const raw = value.trim();
  if (raw.toLowerCase().startsWith('data:')) return SAFE_DATA.test(raw) ? raw : undefined;
  try {
    const url = new URL(raw, base);
    return ['http:', 'https:', 'blob:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The text a feed carries: the text of a Text feed, else its caption. */
export const feedText = (feed: FeedRecord): string =>
  (feedKind(feed) === 'text' ? feed.textFeed?.text || feed.caption : feed.caption || feed.textFeed?.text) ??
  '';

/** The picture of the list's Thumbnail column: a video's thumbnail, an image's own url. */
export const thumbnailUrl = (feed: FeedRecord): string | undefined =>
  feedKind(feed) === 'video' ? embeddableUrl(feed.thumbnail) : embeddableUrl(feed.url || feed.thumbnail);
