import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';

/** Liveness says the process answers; readiness says it can reach its database. */
export const registerHealthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/api/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await deps.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
};
