import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { createTokenVerifier } from './context/token-verifier';
import type { DatabaseHandle } from './db/client';
import { registerAssignedRoutes } from './modules/assigned/assigned-routes';
import { registerAssignmentDetailRoutes } from './modules/assignment-details/assignment-details-routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard-routes';
import { registerDocumentRoutes } from './modules/documents/documents-routes';
import { registerInvitationRoutes } from './modules/invitations/invitation-routes';
import { registerJobChangeRoutes } from './modules/jobs/job-change-routes';
import { registerJobReadRoutes } from './modules/jobs/job-read-routes';
import { registerAccessRoutes } from './modules/platform/access-routes';
import { registerAccountRoutes } from './modules/platform/account-routes';
import { registerConfigRoutes } from './modules/platform/config-routes';
import { registerNetworkRoutes } from './modules/platform/network-routes';
import { registerHealthRoutes } from './modules/platform/health-routes';
import { registerEmbeddedProvider } from './oidc/register-embedded-provider';
import { registerApiDocs } from './plugins/api-docs';
import { boundedValidatorCompiler } from './plugins/bounded-validation';
import { registerErrorHandler } from './plugins/error-handler';
import { frameworkErrorAnswers } from './plugins/framework-errors';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Builds the server in layers: external plugins, then sign-in and access, then the features. */
export const buildApp = async (config: Config, database: DatabaseHandle): Promise<FastifyInstance> => {
  const { frameworkErrors, clientErrorHandler } = frameworkErrorAnswers(() => app);
  const app: FastifyInstance = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(boundedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerApiDocs(app);

  const embedded = config.embeddedProvider ? await registerEmbeddedProvider(app, { db: database.db, config }) : undefined;
  const deps: AppDeps = {
    config,
    db: database.db,
    verifyToken: createTokenVerifier(config, embedded?.jwks),
    ping: () => database.ping(),
  };

  registerHealthRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerNetworkRoutes(app, deps);
  registerAccessRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerAssignedRoutes(app, deps);
  registerAssignmentDetailRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerInvitationRoutes(app, deps);
  registerJobReadRoutes(app, deps);
  registerJobChangeRoutes(app, deps);

  await registerWebApp(app);
  return app;
};
