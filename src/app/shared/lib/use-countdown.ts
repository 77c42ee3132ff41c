import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that runs while `running` is true (starts again when `key` changes);
 * calls onDone once when it reaches zero.
 */
export function useCountdown(seconds: number, running: boolean, onDone?: () => void, key: unknown = null): number {
  const [left, setLeft] = useState(seconds);
  const [run, setRun] = useState({ seconds, running, key });
  if (run.seconds !== seconds || run.running !== running || run.key !== key) {
    // a new countdown: show its full length at once, not the end of the previous one
    setRun({ seconds, running, key });
    setLeft(seconds);
  }
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running || seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running, key]);
  return running ? left : seconds;
}
