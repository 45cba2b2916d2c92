import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '@portal/domain/api/api-error';
import { WEB_DIST_DIR } from '../paths';

/**
 * Addresses that are never pages: the server's own, and the built assets, where a name the build
 * does not hold (a stale tab's chunk after a release) gets a 404, not index.html as a script.
 */
const NOT_PAGES = ['/api/', '/oidc', '/interaction/', '/cptnotifications', '/assets/'];

/** Vite writes every built asset here with a content hash in its name: a new build means a new address. */
const HASHED_ASSETS = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets are cached for good; index.html and the public files are revalidated on every use. */
const setCachingHeaders = (reply: FastifyReply, path: string) => {
  reply.header('cache-control', path.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
  reply.header('vary', 'accept-encoding');
};

/**
 * Serves the built SPA, brotli or gzip from the files the build compressed beforehand, and answers
 * unknown GETs (and HEADs) of page addresses with its index.html (the SPA routes them, including /404); unknown
 * server and asset addresses get the JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDir = WEB_DIST_DIR) => {
  const hasWeb = existsSync(`${webDir}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCachingHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // HEAD as GET without the body, as for the files: a monitor's or a link checker's probe of a page.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.some((p) => path.startsWith(p));
    if (hasWeb && isPage) return reply.sendFile('index.html');
    const body: ApiError = { statusCode: 404, error: 'Not Found', message: `No such address: ${request.method} ${path}`, requestId: request.id };
    return reply.code(404).send(body);
  });
};
