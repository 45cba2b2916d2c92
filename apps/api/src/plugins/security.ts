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
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', issuerOrigin],
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
