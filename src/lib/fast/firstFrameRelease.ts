import { useLayoutEffect } from 'react';

/**
 * The first frame (index.html's HTML, painted before the app ran; see src/firstFrame/vitePlugin.ts)
 * lies over the app until the app's own screen is there: then it goes, in the same commit.
 */
export function releaseFirstFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('first-frame')?.remove();
  document.getElementById('first-frame-style')?.remove();
  // The page's styles are Emotion's and stay (src/firstFrame/vitePlugin.ts, framePage), but a
  // global style the app did not take (its `data-emotion` still names it: another theme's
  // CssBaseline) would restyle the body under the app's own.
  for (const style of document.querySelectorAll('style[data-emotion^="css-global "]')) style.remove();
}

/** In a screen's heading: once it is laid out, the frame that stood in for it goes. */
export function useReleaseFirstFrame(): void {
  useLayoutEffect(releaseFirstFrame, []);
}
