import { useEffect, useState } from 'react';
import { speedOn } from './speed';

/**
 * False on the first render, true once the browser has painted and is idle (or after `timeout`
 * ms, whichever comes first). For parts of a screen that need not be in its first paint: their
 * code then loads after the screen's main content, not in competition with it.
 */
export function useAfterFirstPaint(timeout = 1000): boolean {
  const [ready, setReady] = useState(!speedOn('afterFirstPaint'));
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true), { timeout });
    return () => cancel(handle);
  }, [timeout]);
  return ready;
}

/**
 * Starts `load` (a module's import, say) once the screen has painted and the browser is idle.
 * Renders nothing: the state change stays in this component, so the screen around it does not
 * render again (a list re-rendering every row for it was one more long task).
 */
export function LoadAfterFirstPaint({ load }: { load: () => unknown }): null {
  const ready = useAfterFirstPaint();
  useEffect(() => {
    if (ready) load();
  }, [ready, load]);
  return null;
}
