import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline `seconds` from mount (spec: 100 s, one second at a time).
 * Counting against the clock keeps it right when a background tab throttles timers.
 * `restart` starts a fresh countdown (after a resend).
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, expired: remaining === 0, restart };
}
