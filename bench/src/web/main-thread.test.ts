import { describe, expect, it } from 'vitest';
import { mainThreadBusyMs } from './main-thread';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const SPARE_RENDERER = { pid: 2, tid: 20 };
const trace = (events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }));
const task = (thread: { pid: number; tid: number }, ts: number, dur: number) => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur });

describe('main-thread busy time', () => {
  const marks = [
    { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...OTHER, ts: 0, args: { name: 'Compositor' } },
    { name: 'thread_name', ph: 'M', ...SPARE_RENDERER, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'R', ...MAIN, ts: 1_000, args: { data: { documentLoaderURL: 'http://127.0.0.1:3000/assigned' } } },
    { name: 'navigationStart', ph: 'R', ...SPARE_RENDERER, ts: 500, args: { data: {} } },
    { name: 'largestContentfulPaint::Candidate', ph: 'I', ...MAIN, ts: 9_000 },
  ];

  it('sums the top-level tasks of the main thread that loaded the document, clipped to the window', () => {
    const busy = mainThreadBusyMs(
      trace([...marks, task(MAIN, 500, 1_000), task(MAIN, 2_000, 1_000), task(MAIN, 8_500, 1_000), task(MAIN, 9_500, 1_000), task(OTHER, 2_000, 5_000), task(SPARE_RENDERER, 2_000, 3_000)]),
      1_000,
      9_000,
    );
    expect(busy).toBe((500 + 1_000 + 500) / 1000);
  });

  it('counts a task nested in another once', () => {
    const busy = mainThreadBusyMs(trace([...marks, task(MAIN, 2_000, 2_000), { ...task(MAIN, 2_500, 500), name: 'ThreadControllerImpl::RunTask' }]), 1_000, 9_000);
    expect(busy).toBe(2);
  });

  it('counts the renderer that painted even when no navigation start names its document', () => {
    const unnamed = marks.map((mark) => (mark.name === 'navigationStart' ? { ...mark, args: { data: {} } } : mark));
    expect(mainThreadBusyMs(trace([...unnamed, task(MAIN, 500, 1_000), task(SPARE_RENDERER, 2_000, 3_000)]), 1_000, 9_000)).toBe(0.5);
  });

  it('refuses a trace in which no renderer loaded or painted the visit', () => {
    expect(() => mainThreadBusyMs(trace(marks.filter((mark) => mark.name === 'thread_name')), 0, 9_000)).toThrow('no renderer');
  });
});
