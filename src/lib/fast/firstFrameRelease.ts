import { useLayoutEffect } from 'react';
import { barWaits } from './barAfterRows';

/**
 * The first frame (index.html's HTML, painted before the app ran; see src/firstFrame/vitePlugin.ts)
 * lies over the app until the app's own screen is there: then it goes, in the same commit.
 */
export function releaseFirstFrame({ underBar = false }: { underBar?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  const frame = document.getElementById('first-frame');
  // A screen under the layout's app bar (`underBar`): while that bar waits for a list's rows
  // (barAfterRows.ts), the frame's bar stays painted in its place. The frame keeps no room of its
  // own (height 0), and its bar, fixed to the top of the window, is not clipped by it. The app
  // bar's arrival takes it (releaseFrameBar). Any other screen (the sign-in page) takes it all.
  const bar = underBar && barWaits() ? frame?.querySelector('header') : null;
  if (frame && bar) {
    frame.dataset.barOnly = '';
    // Only the bar stays in the page: the rest of the frame (its heading, counters or rows), hidden
    // under it, would still be found by a search of the page's text, beside the app's own.
    for (let kept: Element = bar; kept !== frame && kept.parentElement; kept = kept.parentElement)
      for (const other of [...kept.parentElement.children]) if (other !== kept) other.remove();
    // The app's page title looks for its place in the app bar by this id: the app's own bar's.
    bar.querySelector('#react-admin-title')?.removeAttribute('id');
    frame.style.cssText =
      'display:block;position:fixed;top:0;left:0;right:0;height:0;overflow:hidden;z-index:1250';
  } else frame?.remove();
  document.getElementById('first-frame-style')?.remove();
  // The page's styles are Emotion's and stay (src/firstFrame/vitePlugin.ts, framePage), but a
  // global style the app did not take (its `data-emotion` still names it: another theme's
  // CssBaseline) would restyle the body under the app's own.
  for (const style of document.querySelectorAll('style[data-emotion^="css-global "]')) style.remove();
}

/**
 * A first frame with its app bar is on screen: the chooser (src/firstFrame/chooser.js) left only
 * the shown frame in #first-frame. No frame (a dark theme, a language without frames, a screen
 * the page holds no frame of): nothing could stand in for the app's bar while it waited.
 */
export function frameBarShown(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector('#first-frame > div header') !== null;
}

/** The app's own app bar is there: the first frame's bar, left in its place meanwhile, goes. */
export function releaseFrameBar(): void {
  if (typeof document === 'undefined') return;
  document.querySelector('#first-frame[data-bar-only]')?.remove();
}

/**
 * In a screen's heading: once it is laid out, the frame that stood in for it goes (all of it but
 * its app bar, for a screen `underBar` while the app's bar waits for the rows).
 */
export function useReleaseFirstFrame({ underBar = false }: { underBar?: boolean } = {}): void {
  useLayoutEffect(() => releaseFirstFrame({ underBar }), [underBar]);
}
