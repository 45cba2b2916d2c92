import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 1_000;

/** Calls `onIdle` once the user has done nothing for `timeoutMs`; paused while `paused` is true. */
export const useInactivity = (timeoutMs: number, onIdle: () => void, paused: boolean) => {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (paused) return undefined;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity >= timeoutMs) onIdleRef.current();
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [timeoutMs, paused]);
};
