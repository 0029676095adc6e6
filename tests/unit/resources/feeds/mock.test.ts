// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Feed } from '../../../../src/resources/feeds/record';
import { API, post, useMockServer } from '../../mocks/support';

interface FeedReply {
  status: number;
  data: { docs: Feed[]; totalDocs: number; limit: number; page: number; totalPages: number };
}

describe('flagged feeds', () => {
  const db = useMockServer();

  it('pages newest first with mongoose-paginate fields', async () => {
    const { body } = await post<FeedReply>(`${API}/feed/getadminFeedList`, {});
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({
      totalDocs: db.collection<Feed>('feeds').length,
      limit: 10,
      page: 1,
      totalPages: Math.ceil(db.collection<Feed>('feeds').length / 10),
    });
    expect(body.data.docs).toHaveLength(10);
    const dates = body.data.docs.map((feed) => feed.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await post<FeedReply>(`${API}/feed/getadminFeedList`, { page: 3, limit: 10 });
    expect(last.body.data.docs).toHaveLength(db.collection<Feed>('feeds').length - 20);
    expect(last.body.data.page).toBe(3);
  });

  it('carries the fields the flagged-feed table reads', async () => {
    const { body } = await post<FeedReply>(`${API}/feed/getadminFeedList`, { limit: 100 });
    for (const feed of body.data.docs) {
      expect(['Video', 'Text', 'Image']).toContain(feed.feedType);
      expect(feed.user.userName).toBeTruthy();
      expect(feed.flagContent.length).toBeGreaterThan(0);
      if (feed.feedType === 'Text') expect(feed.textFeed.text).toBeTruthy();
      if (feed.feedType === 'Video') expect(feed.url.startsWith(`${API}/media/`)).toBe(true);
    }
  });
});
