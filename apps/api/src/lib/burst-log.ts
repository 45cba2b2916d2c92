/**
 * Logs the first of a burst of alike events at once and counts the others of the same window: an
 * outage fails thousands of requests a second, and one line each would bury the log (and fill the
 * disk) without saying more than the first.
 */
export const createBurstLog = (windowMs = 1_000) => {
  const bursts = new Map<string, { repeats: number }>();
  return (key: string, logFirst: () => void, logRepeats: (repeats: number) => void) => {
    const burst = bursts.get(key);
    if (burst) {
      burst.repeats += 1;
      return;
    }
    logFirst();
    const started = { repeats: 0 };
    bursts.set(key, started);
    setTimeout(() => {
      bursts.delete(key);
      if (started.repeats > 0) logRepeats(started.repeats);
    }, windowMs).unref();
  };
};
