import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** Registers an element a bottom toast keeps clear of; returns what unregisters it. */
type KeepClear = (element: HTMLElement) => () => void;

export const ToastClearanceContext = createContext<KeepClear | null>(null);

/**
 * A ref for a bar at the bottom of the screen (a sticky footer with buttons): while it shows, a
 * toast at the bottom opens above it instead of covering its buttons.
 */
export const useKeepClearOfToasts = () => {
  const keepClear = useContext(ToastClearanceContext);
  return useCallback((element: HTMLElement | null) => (element && keepClear ? keepClear(element) : undefined), [keepClear]);
};

/** How far above the viewport's bottom edge the highest of `elements` on screen starts, in px. */
const heightAbove = (elements: ReadonlySet<HTMLElement>): number => {
  const bottom = document.documentElement.clientHeight;
  const tops = [...elements].map((element) => element.getBoundingClientRect()).filter((box) => box.bottom > 0 && box.top < bottom);
  return Math.max(0, ...tops.map((box) => bottom - box.top));
};

/** `heightAbove` the elements, kept current while the page scrolls or they change size. */
export const useLiftAbove = (elements: ReadonlySet<HTMLElement>): number => {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const measure = () => setLift(heightAbove(elements));
    const frame = requestAnimationFrame(measure);
    const resized = new ResizeObserver(measure);
    elements.forEach((element) => resized.observe(element));
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [elements]);
  return elements.size === 0 ? 0 : lift;
};
