import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@portal/domain/api/call';
import { WEB_DIST_DIR } from '../paths';

const SERVER_PREFIXES = ['/api/', '/oidc', '/interaction/', '/cptnotifications'];

/**
 * Serves the built SPA and answers unknown GETs of page addresses with its index.html (the SPA
 * routes them, including /404); unknown server addresses get the JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance) => {
  const hasWeb = existsSync(`${WEB_DIST_DIR}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: WEB_DIST_DIR, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !SERVER_PREFIXES.some((p) => path.startsWith(p));
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const body: ApiError = { statusCode: 404, error: 'Not Found', message: `No such address: ${request.method} ${path}`, requestId: request.id };
    return reply.code(404).send(body);
  });
};
