// The first read of the list this page shows, started before the app's code has arrived: a classic
// script that only the pages of list routes load (the build writes the list's path in data-read).
// For a signed-in admin only (a stored username and the token cookie), with the token, to the
// platform API only, as the app's own first read of that list: the app takes the call
// (src/api/fast/earlyRead.ts) and handles its reply as its own (a 401 ends the session); a call it
// never takes is dropped. src/firstFrame/vitePlugin.ts puts the app's values in the /* NAME */ slots.
(() => {
  try {
    // The app's code ran first and reads for itself (src/api/fast/earlyRead.ts).
    if (window.consoleEarlyRead === null) return;
    const read = document.currentScript.dataset.read;
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie);
    const username = /* USERNAME_KEY */ 'username';
    if (!read || !token || !(localStorage.getItem(username) || sessionStorage.getItem(username))) return;
    // The configuration block deploy/start writes at the top of <head>, else the build's own API.
    const block = document.getElementById('console-config');
    const api = ((block && JSON.parse(block.textContent).apiUrl) || /* API_URL */ '').trim();
    if (!api) return;
    const url = `${api.replace(/\/+$/, '')}/${read.replace(/^\/+/, '')}`;
    const controller = new AbortController();
    const value = decodeURIComponent(token[1]);
    const early = {
      url,
      token: value,
      response: fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${value}` },
        signal: controller.signal,
      }),
      drop: () => {
        controller.abort();
        if (window.consoleEarlyRead === early) window.consoleEarlyRead = undefined;
      },
    };
    // A failure is the app's to report when it takes the call: never an unhandled rejection.
    early.response.catch(() => undefined);
    window.consoleEarlyRead = early;
    setTimeout(() => window.consoleEarlyRead === early && early.drop(), 20000);
  } catch {
    // No early read: the app reads the list itself.
  }
})();
