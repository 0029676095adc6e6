import type { Page } from 'playwright-core';

/**
 * Hostile records for the security suite, planted in the embedded mock API's stored data
 * (localStorage `mock-platform-db:v1`), and the checks that they stayed harmless on screen.
 */
export const MOCK_DB_KEY = 'mock-platform-db:v1';

/** Markup that runs script if rendered as HTML; the tag after it is the visible text to look for. */
export const hostileText = (tag: string) => `<img src=x onerror="window.__xss='${tag}'">${tag}`;
/** A URL that runs script if followed or embedded. */
export const hostileUrl = (tag: string) => `javascript:window.__xss='${tag}'`;

/** What the planted data shows where (screen → text that must appear literally). */
export const PLANTED_TEXTS: Record<string, string> = {
  '/DataListing': hostileText('user-name'),
  '/Stores': hostileText('store-name'),
  '/allCoupons': hostileText('coupon-title'),
  '/CreateCoupon': hostileText('coupon-title'),
  '/CreateAgent': hostileText('agent-name'),
  '/Data': hostileText('feed-caption'),
};

/**
 * Replaces names, captions and media URLs of every record with hostile ones, then reloads so the
 * mock API serves them. The stored data exists once the mock has saved (e.g. after a login).
 */
export async function plantHostileRecords(page: Page): Promise<void> {
  const planted = await page.evaluate(
    ({ key, text, url }) => {
      const raw = localStorage.getItem(key);
      if (!raw) return false;
      const make = (template: string, tag: string) => template.replaceAll('TAG', tag);
      const db = JSON.parse(raw);
      const { users, stores, adminCoupons, vendorCoupons, agents, feeds } = db.collections;
      for (const user of users) user.fullName = make(text, 'user-name');
      for (const store of stores) {
        store.businessName = make(text, 'store-name');
        store.businessImage = make(url, 'store-image');
        store.website = make(url, 'store-website');
      }
      for (const coupon of [...adminCoupons, ...vendorCoupons]) {
        coupon.title = make(text, 'coupon-title');
        coupon.couponImage = make(url, 'coupon-image');
        coupon.couponVideo = make(url, 'coupon-video');
      }
      for (const agent of agents) agent.first_name = make(text, 'agent-name');
      for (const feed of feeds) {
        feed.caption = make(text, 'feed-caption');
        feed.textFeed = { text: make(text, 'feed-caption') };
        feed.user = { userName: make(text, 'feed-poster') };
        feed.url = make(url, 'feed-url');
        feed.thumbnail = make(url, 'feed-thumbnail');
      }
      localStorage.setItem(key, JSON.stringify(db));
      return true;
    },
    { key: MOCK_DB_KEY, text: hostileText('TAG'), url: hostileUrl('TAG') },
  );
  if (!planted) throw new Error(`${MOCK_DB_KEY} is not in localStorage yet: log in first`);
  await page.reload();
}

export interface PageHazards {
  /** `window.__xss` if a planted script ran. */
  ran?: string;
  /** Elements the planted markup would have created. */
  injected: string[];
  /** href/src/poster/… values with a scheme other than http(s), blob, mailto, tel or media data:. */
  unsafeUrls: string[];
  /** Links opening a new tab without rel="noopener noreferrer". */
  openerLinks: string[];
}

/** Inspects the current page (its whole DOM, dialogs included). */
export const pageHazards = (page: Page): Promise<PageHazards> =>
  page.evaluate(() => {
    const describe = (el: Element) => el.outerHTML.slice(0, 140);
    const ran = (window as unknown as { __xss?: string }).__xss;
    const injected = Array.from(document.querySelectorAll('img[src="x"], [onerror]')).map(describe);
    const unsafeUrls: string[] = [];
    const attributes = ['href', 'src', 'poster', 'srcset', 'action', 'formaction', 'data', 'xlink:href'];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const name of attributes) {
        const value = el.getAttribute(name)?.trim();
        if (!value) continue;
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        const safe =
          !scheme ||
          ['http', 'https', 'blob', 'mailto', 'tel'].includes(scheme) ||
          /^data:(image|video)\//i.test(value);
        if (!safe) unsafeUrls.push(`${name}=${value.slice(0, 60)} on ${describe(el)}`);
      }
    }
    const openerLinks = Array.from(document.querySelectorAll('a[target="_blank"], area[target="_blank"]'))
      .filter((el) => {
        const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map(describe);
    return { ran, injected, unsafeUrls, openerLinks };
  });
