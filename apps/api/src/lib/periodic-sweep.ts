import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A sweep every API instance runs: its name in the log, and one round that answers what it wrote. */
export interface PeriodicSweep {
  name: string;
  run(): Promise<Record<string, number>>;
}

/**
 * Runs the sweep every `seconds` (0: never) from when the server is ready until it closes. Every
 * instance sweeps; the sweep's own statements make them agree (a claim), so no instance is special.
 */
export const startPeriodicSweep = (app: FastifyInstance, seconds: number, sweep: PeriodicSweep) => {
  if (seconds === 0) return;
  const log: FastifyBaseLogger = app.log.child({ component: sweep.name });
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  const tick = () => {
    // One round at a time: a slow round is not overtaken by the next tick.
    round ??= sweep
      .run()
      .then((written) => {
        if (Object.values(written).some((n) => n > 0)) log.info(written, `${sweep.name} wrote`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${sweep.name} failed`))
      .finally(() => {
        round = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
};
