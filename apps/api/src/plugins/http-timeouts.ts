import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const HEADERS_TIMEOUT_MS = 20_000;
const CHECK_INTERVAL_MS = 5_000;

/**
 * A slow or silent client is closed: the whole request within HTTP_REQUEST_TIMEOUT_SECONDS, its
 * headers within 20 s (or that, if shorter), an idle keep-alive connection after
 * HTTP_KEEP_ALIVE_SECONDS. Node checks the first two every few seconds, so a connection lives at most
 * one check longer. Upgraded connections (the live notifications' WebSocket) are not bound by them.
 */
export const httpTimeouts = (config: Pick<Config, 'HTTP_REQUEST_TIMEOUT_SECONDS' | 'HTTP_KEEP_ALIVE_SECONDS'>) => {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1_000;
  return {
    requestTimeout,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_SECONDS * 1_000,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, requestTimeout / 2),
    },
  } satisfies Partial<FastifyServerOptions> & { http: object };
};
