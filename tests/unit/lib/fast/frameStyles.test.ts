import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { appStyleCache } from '../../../../src/lib/fast/frameStyles';

afterEach(() => {
  document.head.innerHTML = '';
});

/** A page's <head> as the build writes it (src/firstFrame/vitePlugin.ts, framePage), and what it holds now. */
function pageHead() {
  document.head.innerHTML =
    '<style data-emotion="css-global g7" data-s="">body{margin:0}</style>' +
    '<style id="first-frame-rules" data-ids="a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>' +
    '<style id="first-frame-style">#first-frame{display:none}</style><script></script>';
  return () => [...document.head.children].map((node) => node.outerHTML);
}

describe('appStyleCache', () => {
  it('takes the rules the first frame brought as inserted', () => {
    pageHead();
    const cache = appStyleCache();
    expect(cache.key).toBe('css');
    expect(cache.inserted.a1).toBe(true);
    expect(cache.inserted.b2).toBe(true);
    expect(cache.inserted.c3).toBeUndefined();
  });

  it('moves none of the page’s style elements, as the app’s code starts (Emotion’s first cache too)', () => {
    const head = pageHead();
    const before = head();
    // @emotion/react makes a cache of its own as its module starts; each cache made moves
    // Emotion's server-rendered elements to the end of <head>, and a browser parses them again.
    createCache({ key: 'css' });
    appStyleCache();
    expect(head()).toEqual(before);
  });

  it('puts the rules the app inserts right after the frame’s, and its global styles before them', () => {
    pageHead();
    const cache = appStyleCache();
    cache.insert('', { name: 'z9', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    const styles = [...document.head.querySelectorAll('style')].map(
      (node) => node.id || node.dataset.emotion,
    );
    expect(styles).toEqual(['css-global g7', 'first-frame-rules', 'css', 'first-frame-style']);
  });

  it('is an ordinary cache on a page without a frame', () => {
    expect(Object.keys(appStyleCache().inserted)).toEqual([]);
  });
});
