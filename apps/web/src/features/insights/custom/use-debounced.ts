import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: the preview is asked for when the user pauses, not on every click. */
export const useDebounced = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
