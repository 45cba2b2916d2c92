import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { databaseFailureOf } from './db/database-failure';

/** After the grace period, how long closing the pools and the rest may take before the process exits anyway. */
const FINAL_WAIT_MS = 5_000;

type Stop = (reason: string, exitCode: number) => Promise<void>;

/**
 * SIGTERM and SIGINT stop the server: new requests answer 503, those in flight may finish within
 * `graceMs`, then their connections are cut; whatever still waits after that (a pool whose
 * connection never comes back) does not hold the process. A supervisor's stop never needs SIGKILL.
 */
export const stopWithinGrace = (app: FastifyInstance, database: DatabaseHandle, graceMs: number): Stop => {
  let stopping = false;
  const stop: Stop = async (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.warn('shutdown: grace period over, closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(exitCode || 1);
    }, graceMs + FINAL_WAIT_MS).unref();
    let code = exitCode;
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code ||= 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
  return stop;
};

/**
 * The last resort for an error nothing caught. A dependency's connection failing (PostgreSQL or
 * Redis going away) leaves the process sound: it is logged and the server goes on, and the pools
 * and clients reconnect. Anything else may have left the process in a state nobody planned for:
 * it is logged and the server stops as on SIGTERM, for its supervisor to start it again.
 */
export const keepServingThroughStrayErrors = (log: FastifyBaseLogger, stop: Stop) => {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise failed and nothing handled it; the server goes on');
  });
  process.on('uncaughtException', (error) => {
    if (databaseFailureOf(error)) {
      log.error({ err: error }, 'a connection failed and nothing handled it; the server goes on');
      return;
    }
    log.fatal({ err: error }, 'an error nothing caught: stopping, for the supervisor to start the server again');
    void stop('uncaught exception', 1);
  });
};
