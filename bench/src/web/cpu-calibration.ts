import type { Browser } from '@playwright/test';

/**
 * How long the reference work (below) takes on the phone the bench emulates, in ms: about 4 times
 * what it took on the 2-core bench machine where the web budgets were set (14-15 ms, Chromium 140;
 * docs/decisions/0174-cpu-throttle-from-measured-speed.md).
 */
export const PHONE_REFERENCE_WORK_MS = 60;
const RUNS = 9;

/**
 * The machine's speed now: the median time of a fixed piece of JavaScript (objects built, sorted with
 * string comparisons, turned to JSON and back: what a page's start does most) in a fresh page of the
 * browser, unthrottled, after one warm-up pass.
 */
export const measureReferenceWorkMs = async (browser: Browser): Promise<number> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const timeOnce = () =>
      page.evaluate((runs) => {
        const times: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const start = performance.now();
          const items: { id: number; name: string }[] = [];
          for (let i = 0; i < 60_000; i += 1) items.push({ id: (i * 7919) % 60_000, name: `item ${i % 997}` });
          items.sort((a, b) => a.id - b.id || a.name.localeCompare(b.name));
          JSON.parse(JSON.stringify(items.slice(0, 5_000)));
          times.push(performance.now() - start);
        }
        return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
      }, RUNS);
    await timeOnce();
    return await timeOnce();
  } finally {
    await context.close();
  }
};

/** The CPU throttling rate that makes this machine, at the speed measured, as fast as the phone (never faster than the machine). */
export const cpuSlowdownFor = (referenceWorkMs: number): number => Math.max(1, PHONE_REFERENCE_WORK_MS / referenceWorkMs);
