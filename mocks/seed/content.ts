import type { Feed, FeedType } from '../../src/resources/feeds/record';
import type { ListingRow, ListingStatus } from '../../src/resources/weeklyData/record';
import { addDays, DAY_MS, daysBetween } from '../dates';
import { placeholderImage } from '../images';
import type { Rng } from '../random';
import { streetAddress } from './business';
import { FEED_CAPTIONS, FEED_HANDLES, FLAG_MESSAGES, PLACES } from './words';

export const FEED_VIDEO_PATH = 'media/feed-sample.mp4';

const FEED_TYPES: readonly FeedType[] = ['Image', 'Image', 'Text', 'Video'];

export function seedFeeds(rng: Rng, count: number, nowMs: number): Feed[] {
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

export interface WeeklySheet {
  id: string;
  /** Last day (Sunday) of the ISO week the sheet covers. */
  weekEnd: string;
  rows: number;
}

export const WEEKLY_SHEETS: readonly WeeklySheet[] = [
  { id: 'sheet-2026-w46', weekEnd: '2026-11-15', rows: 320 },
  { id: 'sheet-2026-w45', weekEnd: '2026-11-08', rows: 140 },
];

const LISTING_STATUSES: readonly ListingStatus[] = [
  'Active',
  'Active',
  'Sold',
  'Sold',
  'Pending',
  'Under Contract',
];

/** Prices like 549,900: the way listings are usually priced. */
const listPrice = (rng: Rng) => Math.round((180_000 + rng.next() ** 2 * 2_200_000) / 1000) * 1000 - 100;

export function seedListings(rng: Rng, sheet: WeeklySheet): ListingRow[] {
  const rows: ListingRow[] = [];
  for (let i = 0; i < sheet.rows; i += 1) {
    const status = rng.pick(LISTING_STATUSES);
    const list_price = listPrice(rng);
    const weekDay = addDays(sheet.weekEnd, -rng.int(0, 6));
    let list_date = '';
    let contract_date = '';
    let sold_date = '';
    let sold_price = 0;
    if (status === 'Active') {
      list_date = addDays(weekDay, -rng.int(0, 120));
    } else {
      contract_date = status === 'Sold' ? addDays(weekDay, -rng.int(20, 45)) : weekDay;
      list_date = addDays(contract_date, -rng.int(3, 150));
      if (status === 'Sold') {
        sold_date = weekDay;
        sold_price = Math.round((list_price * (0.9 + rng.next() * 0.15)) / 500) * 500;
      }
    }
    // A few rows lack their list date, as scraped sheets do.
    if (rng.chance(0.03)) list_date = '';
    const place = rng.pick(PLACES);
    const days_on_market = list_date
      ? Math.max(0, daysBetween(list_date, contract_date || sheet.weekEnd))
      : 0;
    rows.push({
      _id: rng.objectId(Date.UTC(2026, 10, 16) + i * 1000),
      csvsheet_id: sheet.id,
      list_price,
      sold_price,
      listing_status: status,
      address: streetAddress(rng),
      city: place.city,
      list_date,
      contract_date,
      sold_date,
      listing_discount: sold_price ? Math.round(((list_price - sold_price) / list_price) * 10000) / 100 : 0,
      days_on_market,
      repeat: rng.chance(0.05),
    });
  }
  return rows;
}
