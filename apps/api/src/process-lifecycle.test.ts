import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { keepServingThroughStrayErrors, stopWithinGrace } from './process-lifecycle';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), fatal: vi.fn() };

/** An app whose close waits for a request that never ends, as a request stuck on a lost database would. */
const stuckApp = () => {
  const closeAllConnections = vi.fn();
  const app = { log, server: { closeAllConnections }, close: () => new Promise<void>(() => undefined) } as unknown as FastifyInstance;
  return { app, closeAllConnections };
};

describe('stopping the process', () => {
  let exit: ReturnType<typeof vi.spyOn>;
  const listeners = () => ({ SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') });
  let before: ReturnType<typeof listeners>;

  beforeEach(() => {
    vi.useFakeTimers();
    before = listeners();
    exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  });
  afterEach(() => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      for (const listener of process.listeners(signal)) if (!before[signal].includes(listener)) process.off(signal, listener);
    }
    exit.mockRestore();
    vi.useRealTimers();
  });

  it('cuts the connections still open after the grace period and exits 5 s later whatever still waits', async () => {
    const { app, closeAllConnections } = stuckApp();
    const stop = stopWithinGrace(app, { close: async () => undefined } as unknown as DatabaseHandle, 20_000);
    void stop('SIGTERM', 0);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(closeAllConnections).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(closeAllConnections).toHaveBeenCalledOnce();
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 0 as soon as the server and the database have closed', async () => {
    const app = { log, server: { closeAllConnections: vi.fn() }, close: async () => undefined } as unknown as FastifyInstance;
    await stopWithinGrace(app, { close: async () => undefined } as unknown as DatabaseHandle, 20_000)('SIGTERM', 0);
    expect(exit).toHaveBeenCalledWith(0);
  });
});

describe('an error nothing caught', () => {
  it("keeps serving through a dependency's connection failure and stops for anything else", () => {
    const before = process.listeners('uncaughtException');
    const stop = vi.fn(async () => undefined);
    keepServingThroughStrayErrors(log as never, stop);
    const added = process.listeners('uncaughtException').filter((listener) => !before.includes(listener));
    const unhandled = process.listeners('unhandledRejection').at(-1)!;
    try {
      const handle = added[0]!;
      handle(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'uncaughtException');
      expect(stop).not.toHaveBeenCalled();
      handle(new TypeError('cannot read properties of undefined'), 'uncaughtException');
      expect(stop).toHaveBeenCalledWith('uncaught exception', 1);
    } finally {
      for (const listener of added) process.off('uncaughtException', listener);
      process.off('unhandledRejection', unhandled);
    }
  });
});
