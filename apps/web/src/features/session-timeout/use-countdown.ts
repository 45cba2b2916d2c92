import { useEffect, useRef, useState } from 'react';

/** Whole seconds left until `durationMs` after mount; calls `onDone` once at zero. */
export const useCountdown = (durationMs: number, onDone: () => void): number => {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(Math.ceil(durationMs / 1000));
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        onDoneRef.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return left;
};
