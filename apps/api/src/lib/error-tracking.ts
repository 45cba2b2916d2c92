import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Sends the server's own failures (the 5xx the error handler logs) to the error-reporting service. */
export interface ErrorTracker {
  captureServerError(error: unknown, request: FastifyRequest): void;
  /** Sends what is still queued; called when the app closes. */
  close(): Promise<void>;
}

const FLUSH_ON_CLOSE_MS = 2_000;

export const sentryEnvironment = (config: Pick<Config, 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>): string =>
  config.SENTRY_ENVIRONMENT ?? config.NODE_ENV;

/**
 * Starts Sentry when SENTRY_DSN is set; without it nothing is loaded, so start-up stays as fast.
 * Errors only, no tracing: failures are captured where the error handler logs them, which is why
 * Sentry.init need not run before Fastify is imported (the bundle gives its module hooks nothing to wrap).
 */
export const startErrorTracking = async (config: Config): Promise<ErrorTracker | undefined> => {
  if (!config.SENTRY_DSN) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: sentryEnvironment(config),
    // Its Fastify integration would report every error a handler throws, a 404 or a refused text
    // included; the error handler knows which are the server's fault and reports those alone.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  return {
    captureServerError: (error, request) => {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', request.id);
        scope.setContext('request', { method: request.method, url: request.url.split('?')[0] });
        Sentry.captureException(error);
      });
    },
    close: async () => {
      await Sentry.close(FLUSH_ON_CLOSE_MS);
    },
  };
};
