import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, renewed every minute so a waiting time and an overdue mark stay true on an open page. */
export const useNow = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};
