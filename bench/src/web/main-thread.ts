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
 * Milliseconds the main threads of the visit's renderers (those that loaded one of its documents) spent
 * in tasks from the first document's navigation start to the last Largest Contentful Paint candidate of
 * a Chromium trace (`browser.startTracing` with TRACE_CATEGORIES). Nested tasks are counted once. Other
 * renderers (a spare one, a closed page's) are left out.
 */
export const mainThreadBusyBeforeLcp = (trace: Buffer): number => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const paints = events.filter((event) => event.name === 'largestContentfulPaint::Candidate');
  const documents = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'));
  const visitProcesses = new Set([...documents, ...paints].map((event) => event.pid));
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && visitProcesses.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Chromium does not always name the document's address on its navigation start: then the visit's
  // first navigation start in one of its renderers.
  const starts = documents.length > 0 ? documents : events.filter((event) => event.name === 'navigationStart' && visitProcesses.has(event.pid));
  const start = Math.min(...starts.map((event) => event.ts));
  const lcp = Math.max(...paints.map((event) => event.ts));
  if (!Number.isFinite(start)) throw new Error('The trace holds no navigation start');
  if (!Number.isFinite(lcp)) throw new Error('The trace holds no Largest Contentful Paint');
  const tasks = events
    .filter((event) => event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  let busyUs = 0;
  const coveredUntil = new Map<string, number>();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    const from = Math.max(task.ts, start, coveredUntil.get(thread) ?? 0);
    const to = Math.min(task.ts + (task.dur ?? 0), lcp);
    if (to > from) busyUs += to - from;
    coveredUntil.set(thread, Math.max(coveredUntil.get(thread) ?? 0, task.ts + (task.dur ?? 0)));
  }
  return busyUs / 1000;
};
