// Long tasks (≥ 50 ms) as the page's own PerformanceObserver sees them, for the browser benches.

/** Records every long task of the context's pages from their first script on. */
export const observeLongTasks = (context) =>
  context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });

/** The durations (ms) of the page's long tasks that started at `from` (performance.now()) or later. */
export const longTasksSince = (page, from) =>
  page.evaluate((start) => window.__longTasks.filter(([at]) => at >= start).map(([, d]) => d), from);
