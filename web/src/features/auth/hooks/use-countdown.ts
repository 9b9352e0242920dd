import { useCallback, useEffect, useState } from 'react';
import { RESEND_SECONDS, secondsLeft } from '../lib/timing';

/**
 * The resend countdown of the code buttons (docs/storefront.md, States): `start()` disables the button for 60 s; `finished` turns
 * true when a countdown ran out (the button then reads "retry"). Wall-clock based, so a background tab or a
 * faked clock still ends on time. `initiallyRunning` starts it at mount (a code was just sent by the step before).
 */
export function useCountdown(seconds = RESEND_SECONDS, initiallyRunning = false) {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initiallyRunning ? Date.now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(initiallyRunning ? seconds : 0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) {
        setEndsAt(null);
        setFinished(true);
      }
    };
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, running: endsAt !== null, finished, start };
}
