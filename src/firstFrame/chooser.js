// The first frame's chooser: a classic script in <head>, run before the page is painted. It reads
// what the app will read (the stored username, language, theme) and the address, and marks <html>
// with the one frame to show; the page's CSS shows it. No frame for a dark theme (it would flash
// light) nor for a screen this visitor will not see. Then it starts the app's code (#console-boot),
// after the frame's first paint when there is one, so that paint waits for nothing else.
// src/firstFrame/vitePlugin.ts inlines it in each page (a script of its own would cost the
// paint a round trip; the CSP allows it by its hash), putting the app's own values in place of
// each /* NAME */ value below (the framed routes, the keys the app stores under).
(() => {
  let frame = '';
  try {
    const screens = /* SCREENS */ [];
    // A stored value that is not JSON: no frame (the catch below).
    const stored = (key) => JSON.parse(localStorage.getItem(key));
    const username = /* USERNAME_KEY */ 'username';
    const base = new URL(document.baseURI).pathname.replace(/\/$/, '');
    let path = location.pathname;
    if (base && path.startsWith(base)) path = path.slice(base.length) || '/';
    const kept = (key) => localStorage.getItem(key) || sessionStorage.getItem(key);
    // As checkAuth: a session begun with a token needs its cookie (gone after a browser restart
    // when Remember me was not ticked): without it, the sign-in frame.
    const signedIn = Boolean(
      kept(username) &&
        !(kept(/* TOKEN_MARK_KEY */ 'console:withToken') && !/(^|; )token=/.test(document.cookie)),
    );
    const asked = new URLSearchParams(location.search).get('locale');
    const locale = asked || stored(/* LOCALE_STORE_KEY */ 'RaStore.locale') || /* DEFAULT_LOCALE */ 'en';
    const theme = stored('RaStore.theme');
    const dark =
      theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    const known = screens.includes(path);
    const signIn = known || path === '/' || path === '/login';
    // A screen whose first look depends on what is stored (a page's `frameUnlessStored`, the
    // weekly screen's sheet): with any of its keys holding a value, the frame of its heading alone.
    const storedFor = /* STORED */ {};
    const hasStored = (storedFor[path] || []).some((key) => (localStorage.getItem(key) || '').trim());
    const screen = hasStored ? path + /* STORED_FRAME */ '#stored' : path;
    if (!dark) frame = signedIn ? (known ? screen : '') : signIn ? '/login' : '';
    if (frame) document.documentElement.dataset.firstFrame = `${frame} ${locale}`;
  } catch {
    // No frame: the page starts blank, as it would without this script.
  }
  const boot = JSON.parse(document.getElementById('console-boot').textContent);
  // No crossorigin: a module script and its preloads then use the same (same-origin) credentials.
  // The entry (the largest file) is asked for first: over HTTP/1.1 the browser opens six
  // connections to a host, and asked for last it waited behind every small chunk's round trip.
  // Each request costs the main thread 1-2 ms (6-8 on a slow phone): the preloads go six a task,
  // so that starting a list page's 30-odd files is no long task of its own.
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = boot.entry;
    document.head.append(script);
    const preload = () => {
      for (const href of boot.preload.splice(0, 6)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      if (boot.preload.length) setTimeout(preload);
    };
    preload();
  };
  // After the frame's paint as the screen shows it: the paint's own timing entry (first
  // contentful paint), reported once the frame is on screen. The next animation frame came
  // sooner than that on a large frame (the dashboard's): its requests then started before the
  // paint, and Lighthouse counted them on the paint's path. A browser without paint timing
  // waits for the next frame; a paint that never reports, one second at most.
  const afterPaint = (go) => {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      go();
    };
    if (
      typeof PerformanceObserver !== 'function' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return requestAnimationFrame(() => setTimeout(once));
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, 1000);
  };
  // Once the page is parsed: only the shown frame stays (the others would be found by a search
  // of the page), then the app's code starts, after the frame's paint. A hidden tab paints
  // nothing until shown, and a marked frame the page does not draw (a language without frames,
  // e.g. the pseudo-locale) paints nothing to wait for: there it starts at once.
  addEventListener('DOMContentLoaded', () => {
    let shown = false;
    for (const other of document.querySelectorAll('#first-frame>div'))
      if (getComputedStyle(other).display === 'none') other.remove();
      else shown = true;
    if (frame && shown && !document.hidden) afterPaint(start);
    else start();
  });
})();
