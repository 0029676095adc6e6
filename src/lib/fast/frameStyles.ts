import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the app, told which rules the page already holds: a page with first frames
 * (src/firstFrame/vitePlugin.ts, framePage) brings their rules in one style element, its ids in
 * `data-ids`. They count as inserted, so the app's first commit inserts only the rules the frames
 * did not hold, and the element stays: its rules are the app's.
 *
 * Not Emotion's own way of taking server-rendered styles (`data-emotion="css <ids>"`): every cache
 * made then, the first one as the app's code starts, moves such an element to the end of <head>,
 * and the browser parses its rules again (82 ms at 4x CPU for the dashboard's 69 kB, inside the
 * code's first long task; docs/performance.md).
 */
export function appStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const rules = typeof document === 'undefined' ? null : document.getElementById('first-frame-rules');
  if (!(rules instanceof HTMLStyleElement)) return cache;
  for (const id of rules.dataset.ids?.split(' ') ?? []) if (id) cache.inserted[id] = true;
  // The element leads the cache's sheet, as a hydrated one would, without being moved: the rules
  // the app inserts come right after it, its global styles right before it (the cascade's order).
  cache.sheet.tags.push(rules);
  return cache;
}
