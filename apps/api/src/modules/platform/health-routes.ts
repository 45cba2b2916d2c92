import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { withoutQuery } from '../../db/database-failure';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler';

/** A load balancer gives up on a probe after a few seconds: readiness answers within this, whatever the database does. */
export const READY_TIMEOUT_MS = 1_500;

const within = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** Liveness says the process answers; readiness says it can reach its database. */
export const registerHealthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/api/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await within(deps.ping(), READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ reason: (withoutQuery(err) as Error).message }, 'database not reachable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
};
