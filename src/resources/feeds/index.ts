import type { RaRecord } from 'react-admin';
import { isNumber, isRecord, type Json, readArray } from '../../api/envelope';
import { defineResource, recordOf, type ServerListCall, type ServerPage } from '../../engine';
import type { Feed } from './record';

type Nested = 'feedType' | 'textFeed' | 'user' | 'flagContent' | 'createdAt';

/**
 * A feed as the screens hold it: normaliseFeed keeps every field as sent, with `id` from `_id`,
 * so any may be missing and the type may be one the spec does not name.
 */
export interface FeedRecord extends RaRecord, Partial<Omit<Feed, Nested>> {
  feedType?: string;
  textFeed?: Partial<Feed['textFeed']>;
  user?: Partial<Feed['user']>;
  flagContent?: Partial<Feed['flagContent'][number]>[];
  /** ISO string or epoch milliseconds, as sent. */
  createdAt?: Feed['createdAt'] | number;
}

/** A text the list can show: strings as sent, numbers as digits, anything else (objects) empty. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * Each doc as the screens expect it, whatever the server put in it: every field it shows is a
 * string (or absent) and `flagContent` an array of `{ flagMsg }`. Other fields are kept as sent.
 */
export function normaliseFeed(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const user = isRecord(raw.user) ? { ...raw.user, userName: textOf(raw.user.userName) } : undefined;
  const textFeed = isRecord(raw.textFeed) ? { ...raw.textFeed, text: textOf(raw.textFeed.text) } : undefined;
  const flags = Array.isArray(raw.flagContent)
    ? raw.flagContent
    : raw.flagContent == null
      ? []
      : [raw.flagContent];
  return {
    ...raw,
    feedType: textOf(raw.feedType),
    thumbnail: textOf(raw.thumbnail),
    url: textOf(raw.url),
    caption: textOf(raw.caption),
    // parseDate reads ISO strings and epoch numbers alike.
    createdAt: typeof raw.createdAt === 'number' ? raw.createdAt : textOf(raw.createdAt),
    textFeed,
    user,
    flagContent: flags.map((flag) => ({
      ...(isRecord(flag) ? flag : {}),
      flagMsg: isRecord(flag) ? textOf(flag.flagMsg) : textOf(flag),
    })),
  };
}

/** POST /feed/getadminFeedList reads `data.docs`; the total comes from `totalDocs` when sent. */
export function readFeedPage(body: Json): ServerPage {
  const docs = readArray(body, 'docs').map(normaliseFeed);
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

export const feeds = defineResource({
  name: 'feeds',
  record: recordOf<FeedRecord>(),
  endpoints: {
    list: {
      paging: 'server',
      method: 'POST',
      path: '/feed/getadminFeedList',
      body: toFeedPageBody,
      read: readFeedPage,
      reads: 'data.docs',
    },
  },
  fields: [],
  list: {
    // The platform's call pages but does not filter: with a filter set, every page is read and
    // the local engine filters (src/engine/providerLists.ts).
    filters: [
      { source: 'flagContent.flagMsg', kind: 'select', label: 'app.feeds.columns.flagType' },
      { source: 'createdAt', kind: 'dateRange', label: 'app.feeds.columns.feedDate' },
    ],
  },
});
