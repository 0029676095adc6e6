import { useLayoutEffect } from 'react';

/**
 * The first frame (index.html's HTML, painted before the app ran; see src/firstFrame/vitePlugin.ts)
 * lies over the app until the app's own screen is there: then it goes, in the same commit.
 */
export function releaseFirstFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('first-frame')?.remove();
  document.getElementById('first-frame-style')?.remove();
}

/** In a screen's heading: once it is laid out, the frame that stood in for it goes. */
export function useReleaseFirstFrame(): void {
  useLayoutEffect(releaseFirstFrame, []);
}
