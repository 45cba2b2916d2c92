/** The trace categories the busy time is read from: top-level tasks, page loading marks and paints. */
export const TRACE_CATEGORIES = ['toplevel', 'loading', 'blink.user_timing', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds on the trace's clock. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Milliseconds the main threads of the visit's renderers (those that loaded one of its documents or
 * painted it) spent in top-level tasks between two moments on the trace's clock (microseconds), from a
 * Chromium trace (`browser.startTracing` with TRACE_CATEGORIES). Nested tasks are counted once. Other
 * renderers (a spare one, a closed page's) are left out.
 */
export const mainThreadBusyMs = (trace: Buffer, fromUs: number, toUs: number): number => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const visitProcesses = new Set(
    events
      .filter(
        (event) =>
          event.name === 'largestContentfulPaint::Candidate' ||
          (event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http')),
      )
      .map((event) => event.pid),
  );
  if (visitProcesses.size === 0) throw new Error('The trace shows no renderer that loaded or painted the visit');
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && visitProcesses.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter((event) => event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  let busyUs = 0;
  const coveredUntil = new Map<string, number>();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    const end = task.ts + (task.dur ?? 0);
    const from = Math.max(task.ts, fromUs, coveredUntil.get(thread) ?? 0);
    const to = Math.min(end, toUs);
    if (to > from) busyUs += to - from;
    coveredUntil.set(thread, Math.max(coveredUntil.get(thread) ?? 0, end));
  }
  return busyUs / 1000;
};
