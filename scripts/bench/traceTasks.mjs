// What a page's long tasks were made of, from a Chromium trace (playwright's browser.startTracing
// with TRACE_CATEGORIES): for each main-thread task of `minMs` or more, the trace events by self
// time (GC, layout, script...) and the sampled JavaScript by function, with its callers. Used by
// `scripts/bench/browser-save.mjs --profile DIR`; the trace itself opens in DevTools' Performance panel.

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main threads of the trace: `${pid}:${tid}` of every CrRendererMain. */
function rendererMains(events) {
  const mains = new Set();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      mains.add(`${event.pid}:${event.tid}`);
  return mains;
}

/** The sampled JS of each renderer process: [{ ts (µs), stack: [leaf, caller, ...] }]. */
function jsSamples(events) {
  const profiles = new Map();
  for (const event of events) {
    if (event.name === 'Profile' && event.args?.data?.startTime !== undefined)
      profiles.set(`${event.pid}:${event.id}`, {
        pid: event.pid,
        time: event.args.data.startTime,
        nodes: new Map(),
        samples: [],
      });
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(`${event.pid}:${event.id}`);
    const data = event.args?.data;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.time += deltas[i] ?? 0;
      profile.samples.push({ ts: profile.time, id: ids[i] });
    }
  }
  const byPid = new Map();
  for (const profile of profiles.values()) {
    const stackOf = (id) => {
      const stack = [];
      for (let node = profile.nodes.get(id); node; node = profile.nodes.get(node.parent))
        stack.push(node.callFrame);
      return stack;
    };
    const list = byPid.get(profile.pid) ?? [];
    for (const sample of profile.samples) list.push({ ts: sample.ts, stack: stackOf(sample.id) });
    byPid.set(profile.pid, list);
  }
  for (const list of byPid.values()) list.sort((a, b) => a.ts - b.ts);
  return byPid;
}

const frameName = (frame) => {
  if (!frame) return '?';
  const file = frame.url
    ? frame.url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
};

/** Self time of each event name inside [start, end] on one thread (events nest by time). */
function selfTimes(threadEvents, start, end) {
  const inside = threadEvents.filter((event) => event.ts >= start && event.ts + event.dur <= end + 1);
  const self = new Map();
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur;
    const entry = { ...event, children: 0 };
    stack.push(entry);
    event.entry = entry;
  }
  for (const event of inside) {
    if (TASK_NAMES.has(event.name)) continue;
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur - event.entry.children) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * The long tasks of a trace (JSON text or parsed), each with where its time went. `from` (µs,
 * trace clock) skips earlier tasks.
 */
export function longTasksOfTrace(trace, { minMs = 50, top = 8 } = {}) {
  const parsed = typeof trace === 'string' ? JSON.parse(trace) : trace;
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = rendererMains(events);
  const samples = jsSamples(events);
  const threads = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key)) continue;
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  const tasks = [];
  for (const [key, list] of threads) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const hasRunTask = list.some((event) => event.name === 'RunTask');
    const pid = Number(key.split(':')[0]);
    const js = samples.get(pid) ?? [];
    for (const task of list) {
      if (!TASK_NAMES.has(task.name) || (hasRunTask && task.name !== 'RunTask')) continue;
      if (task.dur < minMs * 1000) continue;
      const end = task.ts + task.dur;
      const functions = new Map();
      let sampled = 0;
      for (let i = 0; i < js.length; i++) {
        const sample = js[i];
        if (sample.ts < task.ts || sample.ts > end) continue;
        const next = js[i + 1]?.ts ?? sample.ts;
        const dt = Math.min(next, end) - sample.ts;
        if (dt <= 0) continue;
        const [leaf, ...callers] = sample.stack;
        if (!leaf || leaf.functionName === '(idle)') continue;
        const label = `${frameName(leaf)} ← ${callers.slice(0, 3).map(frameName).join(' ← ')}`;
        functions.set(label, (functions.get(label) ?? 0) + dt / 1000);
        sampled += dt / 1000;
      }
      tasks.push({
        ts: task.ts,
        ms: task.dur / 1000,
        events: selfTimes(list, task.ts, end).slice(0, top),
        js: [...functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, top),
        sampledMs: sampled,
      });
    }
  }
  return tasks.sort((a, b) => a.ts - b.ts);
}

/** The trace time (µs) of the first click the page handled, if any. */
export function clickTime(trace) {
  const parsed = typeof trace === 'string' ? JSON.parse(trace) : trace;
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const clicks = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  );
  return clicks.length ? Math.min(...clicks.map((event) => event.ts)) : undefined;
}

/** The lines to print for the tasks of longTasksOfTrace, times relative to `origin` (µs). */
export function describeTasks(tasks, origin = tasks[0]?.ts ?? 0) {
  const lines = [];
  for (const task of tasks) {
    lines.push(`  task ${task.ms.toFixed(0)} ms at +${((task.ts - origin) / 1000).toFixed(0)} ms`);
    lines.push(
      `    events (self): ${task.events.map(([name, self]) => `${name} ${self.toFixed(1)}`).join(', ')}`,
    );
    for (const [label, self] of task.js) lines.push(`    ${self.toFixed(1).padStart(6)} ms  ${label}`);
  }
  return lines;
}
