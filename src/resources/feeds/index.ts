import { isNumber, isRecord, type Json, readArray } from '../../api/envelope';
import { defineResource, type ServerListCall, type ServerPage } from '../../schema';

/** A flagged feed post (SPEC 3); every field is kept as sent, with `id` from `_id`. */
export interface Feed {
  id: string;
  _id: string;
  feedType: string;
  thumbnail: string;
  url: string;
  caption: string;
  textFeed?: { text?: string };
  user?: { userName?: string };
  flagContent?: { flagMsg?: string }[];
  createdAt: string;
}

/** POST /feed/getadminFeedList reads `data.docs`; the total comes from `totalDocs` when sent. */
export function readFeedPage(body: Json): ServerPage {
  const docs = readArray(body, 'docs');
  const holder = isRecord(body) && isRecord(body.data) ? body.data : body;
  const total = isRecord(holder) ? holder.totalDocs : undefined;
  const count = typeof total === 'string' ? Number(total) : total;
  // Without a total the engine pages the received docs in the browser.
  return isNumber(count) ? { data: docs, total: count } : { data: docs };
}

export const toFeedPageBody = ({ pagination }: ServerListCall) => ({
  page: pagination.page,
  limit: pagination.perPage,
});

export const feeds = defineResource<Feed>({
  name: 'feeds',
  endpoints: {
    list: {
      paging: 'server',
      method: 'POST',
      path: '/feed/getadminFeedList',
      body: toFeedPageBody,
      read: readFeedPage,
    },
  },
  fields: [],
});
