// What the page's main thread did before the rows (measure-web --trace): each task of 30 ms or
// more before the rows-visible mark, with its time from the page's time origin and what it was
// made of (script evaluation by file, parse and compile, style and layout, paint), and the total.
// The time origin comes from the mark itself: its trace time less its startTime.
export { TRACE_CATEGORIES } from '../scripts/bench/traceTasks.mjs';

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** A readable name for a trace event inside a task. */
function kind(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (data.url ?? data.fileName ?? '').split('/').pop().split('?')[0];
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${file}`.trim();
    case 'FunctionCall':
      return `FunctionCall ${file}`.trim();
    default:
      return event.name;
  }
}

/** The summary as text lines (an empty string when the trace lacks the mark). */
export function mainThreadSummary(trace, rowsAt, mark = 'console:rows-visible', minMs = 30) {
  const events = trace.traceEvents ?? trace;
  const markEvent = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'));
  if (!markEvent || rowsAt === null) return '  (no rows mark in the trace)';
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const thread = `${markEvent.pid}:${markEvent.tid}`;
  const origin = markEvent.ts - rowsAt * 1000;
  const onMain = events.filter(
    (e) =>
      e.ph === 'X' &&
      (`${e.pid}:${e.tid}` === thread || (mains.has(`${e.pid}:${e.tid}`) && e.pid === markEvent.pid)),
  );
  const tasks = onMain
    .filter((e) => TASKS.has(e.name) && e.ts >= origin && e.ts < markEvent.ts)
    .sort((a, b) => a.ts - b.ts);
  const lines = [];
  let busy = 0;
  let until = 0;
  for (const task of tasks) {
    // A task inside another (Chromium nests its two RunTask events) counts once.
    if (task.ts + task.dur <= until) continue;
    until = task.ts + task.dur;
    busy += task.dur / 1000;
    if (task.dur / 1000 < minMs) continue;
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && !TASKS.has(e.name),
    );
    // Each event's self time: its duration less its direct children's.
    const self = new Map();
    const sorted = inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const e of sorted) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const name = kind(e);
      self.set(name, (self.get(name) ?? 0) + e.dur);
      if (parent) self.set(kind(parent), (self.get(kind(parent)) ?? 0) - e.dur);
      stack.push(e);
    }
    const top = [...self]
      .filter(([, us]) => us >= 5000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
      .join(', ');
    lines.push(`  ${Math.round((task.ts - origin) / 1000)} ms: ${Math.round(task.dur / 1000)} ms (${top})`);
  }
  lines.push(`  busy before the rows: ${Math.round(busy)} ms in ${tasks.length} tasks`);
  return lines.join('\n');
}
