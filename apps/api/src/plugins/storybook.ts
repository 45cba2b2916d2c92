import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STORYBOOK_DIR } from '../paths';

export const STORYBOOK_PREFIX = '/storybook';

/**
 * Storybook's pages start with inline scripts, which the portal's policy forbids. This looser one
 * holds only below /storybook, and only outside production: the catalogue is never served there.
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Component catalogue not built</title></head>
<body><h1>The component catalogue is not built</h1>
<p>Run <code>npm run storybook:build</code> at the repository root, then restart the server.
For live editing, run <code>npm run storybook -w apps/web</code> instead.</p></body></html>`;

/** SPEC.md's /storybook: the built catalogue when there is one, else a page saying how to build it. */
export const registerStorybook = async (app: FastifyInstance, root = STORYBOOK_DIR) => {
  const built = existsSync(`${root}/index.html`);
  await app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('content-security-policy', STORYBOOK_CSP);
      });
      if (built) {
        await scope.register(fastifyStatic, { root, prefix: '/', decorateReply: false });
        // The catalogue's asset addresses are relative: they resolve below /storybook/ alone.
        scope.get('', (_request, reply) => reply.redirect(`${STORYBOOK_PREFIX}/`, 301));
      }
      scope.setNotFoundHandler((request, reply) => {
        if (built) return reply.code(404).type('text/plain').send(`No such file in the component catalogue: ${request.url.split('?')[0]}`);
        return reply.code(404).type('text/html').send(NOT_BUILT_PAGE);
      });
    },
    { prefix: STORYBOOK_PREFIX },
  );
};
