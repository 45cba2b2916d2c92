import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * A strict Content-Security-Policy (DESIGN.md: the token lives in local storage, so no script may
 * come from anywhere but our own origin). MUI's emotion injects <style> tags, hence inline styles.
 */
export const registerSecurity = async (app: FastifyInstance, config: Config) => {
  const redirectOrigins = [config.PUBLIC_URL, ...config.OIDC_EXTRA_REDIRECT_ORIGINS];
  const issuerOrigin = new URL(config.issuer).origin;
  // Browsers send their failures to Sentry's ingest themselves when a DSN is configured.
  const errorReportOrigins = config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', issuerOrigin, ...errorReportOrigins],
        frameSrc: ["'self'", issuerOrigin],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...redirectOrigins, issuerOrigin],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
};
