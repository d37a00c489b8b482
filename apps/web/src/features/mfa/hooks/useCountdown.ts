import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left before an action is allowed again, down to 0. Read from a deadline rather than
 * counted down, so a throttled background tab or a late timer still shows the right value.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((from: number) => {
    setDeadline(Date.now() + from * 1000);
    setSeconds(from);
  }, []);
  return { seconds, restart };
}
