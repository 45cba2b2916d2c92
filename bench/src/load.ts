import { performance } from 'node:perf_hooks';

/** What one request of a scenario answered: its status, and for a failure a short reason. */
export interface Answer {
  status: number;
  message?: string;
}

export interface LoadSettings {
  /** Requests in flight at once. */
  concurrency: number;
  /** Requests sent and thrown away first, so connection set-up, JIT and cold caches are not measured. */
  warmup: number;
  /** The measurement stops at this many requests... */
  requests: number;
  /** ...or after this long, whichever comes first. */
  maxMs: number;
}

export type LoadResult =
  | { ok: true; requests: number; errors: number; p50: number; p95: number; p99: number; rps: number }
  | { ok: false; status: number; message: string };

/** Nearest-rank percentile (the smallest value with at least p% of the values at or below it). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Runs `concurrency` workers that each send the next request as soon as their last one answered
 * (a closed loop), so the figures describe the server at that level of parallelism. `send` gets
 * the request's sequence number to rotate through ids. A scenario whose warm-up meets a failing
 * answer stops there and reports it: a missing or broken route must read as FAILED, not as fast.
 */
export const runLoad = async (send: (n: number) => Promise<Answer>, settings: LoadSettings): Promise<LoadResult> => {
  let sent = 0;
  let firstFailure: Answer | undefined;
  const warm = async () => {
    while (sent < settings.warmup && !firstFailure) {
      const answer = await send(sent++);
      if (!isSuccess(answer.status)) firstFailure ??= answer;
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, settings.warmup) }, warm));
  if (firstFailure) return { ok: false, status: firstFailure.status, message: firstFailure.message ?? '' };

  const latencies: number[] = [];
  let errors = 0;
  let measured = 0;
  const started = performance.now();
  const deadline = started + settings.maxMs;
  const work = async () => {
    while (measured < settings.requests && performance.now() < deadline) {
      measured += 1;
      const t0 = performance.now();
      const answer = await send(sent++);
      latencies.push(performance.now() - t0);
      if (!isSuccess(answer.status)) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, work));
  const elapsed = performance.now() - started;

  latencies.sort((a, b) => a - b);
  return {
    ok: true,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: (latencies.length / elapsed) * 1000,
  };
};
