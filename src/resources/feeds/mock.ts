import { HttpResponse, http } from 'msw';
import { DAY_MS } from '../../../mocks/dates';
import { type HandlerContext, num, readJson, resolveMediaUrl } from '../../../mocks/handlers/http';
import { placeholderImage } from '../../../mocks/images';
import { createRng, type Rng } from '../../../mocks/random';
import { defineMock } from '../../../mocks/resourceMock';
import { FEED_CAPTIONS, FEED_HANDLES, FLAG_MESSAGES } from '../../../mocks/seed/words';
import { feeds } from '.';
import type { Feed, FeedType } from './record';

const FEED_VIDEO_PATH = 'media/feed-sample.mp4';

const FEED_TYPES: readonly FeedType[] = ['Image', 'Image', 'Text', 'Video'];

function seedFeeds(rng: Rng, count: number, nowMs: number): Feed[] {
  const feeds: Feed[] = [];
  for (let i = 0; i < count; i += 1) {
    const createdMs = Math.floor(nowMs - rng.next() * 90 * DAY_MS);
    const feedType = rng.pick(FEED_TYPES);
    const caption = rng.pick(FEED_CAPTIONS);
    const handle = rng.pick(FEED_HANDLES);
    const flags = new Set<string>();
    const flagCount = rng.int(1, 3);
    while (flags.size < flagCount) flags.add(rng.pick(FLAG_MESSAGES));
    const image = feedType === 'Text' ? '' : placeholderImage(`${handle} ${caption}`, 320, 240);
    feeds.push({
      _id: rng.objectId(createdMs),
      feedType,
      thumbnail: image,
      url: feedType === 'Video' ? FEED_VIDEO_PATH : image,
      caption: feedType === 'Text' ? '' : caption,
      textFeed: { text: feedType === 'Text' ? caption : '' },
      user: { userName: handle },
      flagContent: [...flags].map((flagMsg) => ({ flagMsg })),
      createdAt: new Date(createdMs).toISOString(),
    });
  }
  return feeds.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const positiveInt = (value: unknown, fallback: number) => {
  const n = Math.floor(num(value));
  return Number.isFinite(n) && n >= 1 ? n : fallback;
};

export function feedHandlers({ db, apiUrl }: HandlerContext) {
  return [
    // A mongoose-paginate style page of flagged feeds, newest first.
    http.post(`${apiUrl}/feed/getadminFeedList`, async ({ request }) => {
      const body = await readJson(request);
      const limit = Math.min(positiveInt(body.limit, 10), 100);
      const page = positiveInt(body.page, 1);
      const sorted = [...db.collection<Feed>('feeds')].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const docs = sorted
        .slice((page - 1) * limit, page * limit)
        .map((feed) => ({ ...feed, url: resolveMediaUrl(apiUrl, feed.url) }));
      return HttpResponse.json({
        status: 1,
        data: { docs, totalDocs: sorted.length, limit, page, totalPages: Math.ceil(sorted.length / limit) },
      });
    }),
  ];
}

/** The mock platform's part for feeds: its demo flagged feeds and the platform's own calls. */
export const mock = defineMock({
  resource: feeds,
  seed: { feeds: ({ nowMs }) => seedFeeds(createRng(6), 28, nowMs) },
  handlers: feedHandlers,
});
