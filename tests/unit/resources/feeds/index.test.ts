import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer } from '../setup';

const { server, log, provider } = mappingServer();

describe('feeds', () => {
  const feed = {
    _id: 'f1',
    feedType: 'Video',
    thumbnail: 't.png',
    url: 'v.mp4',
    caption: 'Hi',
    textFeed: { text: 'hello' },
    user: { userName: 'bo' },
    flagContent: [{ flagMsg: 'spam' }],
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('POSTs /feed/getadminFeedList {page, limit}, reads data.docs and totalDocs, keeps every field', async () => {
    server.use(
      recording(
        'post',
        `${API}/feed/getadminFeedList`,
        { data: { docs: [feed], totalDocs: 31, page: 2 } },
        log,
      ),
    );
    const result = await provider().getList('feeds', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(log[0]).toEqual({ method: 'POST', path: '/feed/getadminFeedList', json: { page: 2, limit: 10 } });
    expect(result).toEqual({ data: [{ ...feed, id: 'f1' }], total: 31, pageInfo: undefined });
  });

  it('pages locally when the reply has no totalDocs', async () => {
    const docs = Array.from({ length: 12 }, (_, i) => ({ ...feed, _id: `f${i}` }));
    server.use(recording('post', `${API}/feed/getadminFeedList`, { data: { docs } }, log));
    const result = await provider().getList('feeds', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(12);
    expect(result.data.map((r) => r.id)).toEqual(['f10', 'f11']);
  });
});
