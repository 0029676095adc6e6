import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

/** Spec section 9: toasts of the account flows stay 9 seconds. */
export const AUTH_TOAST_MS = 9000;

/** The text to show for a failed call: the server's message, or a plain network error. */
export function failureMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const { message, status } = error as { message?: unknown; status?: unknown };
    // fetch's own TypeError ("Failed to fetch") has no status: the server was never reached.
    if (typeof status === 'number' && typeof message === 'string' && message) return message;
  }
  return 'app.errors.network';
}

/**
 * One account action at a time: `loading` is true while it runs (success or failure clears it),
 * a second submit while busy is ignored, and a failure shows the server's message as an error.
 */
export function useAuthAction() {
  const notify = useNotify();
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);

  const toast = useCallback(
    (
      message: string,
      type: 'success' | 'error' | 'info' = 'success',
      messageArgs?: Record<string, unknown>,
    ) =>
      notify(message, { type, autoHideDuration: AUTH_TOAST_MS, messageArgs: { _: message, ...messageArgs } }),
    [notify],
  );

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setLoading(true);
      try {
        await action();
        return true;
      } catch (error) {
        toast(failureMessage(error), 'error');
        return false;
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [toast],
  );

  return { loading, run, toast };
}
