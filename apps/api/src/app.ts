import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { createTokenVerifier } from './context/token-verifier';
import { startErrorTracking } from './lib/error-tracking';
import { serializeError } from './lib/safe-error-log';
import type { DatabaseHandle } from './db/client';
import { startMailRelay } from './mail/start-mail-relay';
import { registerAssignedRoutes } from './modules/assigned/assigned-routes';
import { registerAssignmentDetailRoutes } from './modules/assignment-details/assignment-details-routes';
import { registerEvaluationRoutes } from './modules/assignment-details/evaluation-routes';
import { registerReplacementRoutes } from './modules/assignment-details/replacement-routes';
import { answerExtensionOffer } from './modules/assignment-details/decide-extension';
import { registerCandidateDocumentRoutes } from './modules/candidates/candidate-document-routes';
import { registerCandidateRoutes } from './modules/candidates/candidate-routes';
import { decideCandidate } from './modules/candidates/decide-candidate';
import { startReviewSweep } from './modules/candidates/review-sweep';
import { registerDashboardRoutes } from './modules/dashboard/dashboard-routes';
import { registerDecisionRoutes } from './modules/decisions/decision-routes';
import { registerDelegationRoutes } from './modules/decisions/delegation-routes';
import { startDecisionAlertSweep } from './modules/decisions/decision-alert-sweep';
import { startNotificationRetentionSweep } from './modules/notifications/notification-retention';
import { registerDocumentRoutes } from './modules/documents/documents-routes';
import { registerApiKeyRoutes } from './modules/integration/api-key-routes';
import { startDemoSimulator } from './modules/integration/demo-simulator';
import { registerIntegrationRoutes } from './modules/integration/integration-routes';
import { startInterviewSweep } from './modules/interviews/interview-sweep';
import { registerInterviewRoutes } from './modules/interviews/interview-routes';
import { registerInsightRoutes } from './modules/insights/insight-routes';
import { registerSavedReportRoutes } from './modules/insights/saved-reports/saved-report-routes';
import { registerReportScheduleRoutes } from './modules/insights/schedules/schedule-routes';
import { startReportScheduleRunner } from './modules/insights/schedules/schedule-runner';
import { registerInvitationRoutes } from './modules/invitations/invitation-routes';
import { registerInvoiceRoutes } from './modules/invoices/invoice-routes';
import { registerTimecardRoutes } from './modules/timecards/timecard-routes';
import { registerMyTeamRoutes } from './modules/my-team/my-team-routes';
import { approveCleanWeek } from './modules/timecards/decide-timecard';
import { decideWaitingJob } from './modules/jobs/decide-waiting-job';
import { registerJobChangeRoutes } from './modules/jobs/job-change-routes';
import { registerJobReadRoutes } from './modules/jobs/job-read-routes';
import { startDigestSchedule } from './modules/notifications/notification-digest';
import { startNotificationHub } from './modules/notifications/notification-hub';
import { registerNotificationRoutes } from './modules/notifications/notification-routes';
import { registerAccessRoutes } from './modules/platform/access-routes';
import { registerAccountRoutes } from './modules/platform/account-routes';
import { registerClientErrorRoutes } from './modules/platform/client-error-routes';
import { registerConfigRoutes } from './modules/platform/config-routes';
import { registerNetworkRoutes } from './modules/platform/network-routes';
import { registerHealthRoutes } from './modules/platform/health-routes';
import { registerReportRoutes } from './modules/reports/reports-routes';
import { registerBuiltInShiftsRoutes } from './modules/shifts/built-in-shifts-routes';
import { createPlatformAccessLookup } from './context/platform-access-cache';
import { registerPlatformAccessRoutes } from './modules/shifts/platform-access-routes';
import { registerUserRoutes } from './modules/users/users-routes';
import { registerEmbeddedProvider } from './oidc/register-embedded-provider';
import { registerApiDocs } from './plugins/api-docs';
import { boundedValidatorCompiler } from './plugins/bounded-validation';
import { registerErrorHandler } from './plugins/error-handler';
import { frameworkErrorAnswers } from './plugins/framework-errors';
import { httpTimeouts } from './plugins/http-timeouts';
import { registerSecurity } from './plugins/security';
import { registerStorybook } from './plugins/storybook';
import { registerWebApp } from './plugins/web-app';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Where log lines go instead of standard output (tests read them). */
export interface BuildOptions {
  logStream?: { write(line: string): void };
}

/** Daily digests are written from when the server is ready until it closes; the relay sends them. */
const startNotificationDigests = (app: FastifyInstance, config: Config, db: DatabaseHandle['db'], onQueued: () => void = () => undefined) => {
  let schedule: ReturnType<typeof startDigestSchedule> | undefined;
  app.addHook('onReady', async () => {
    schedule = startDigestSchedule(db, config.NOTIFICATION_DIGEST_HOUR_UTC, app.log.child({ component: 'notification-digest' }), onQueued);
  });
  app.addHook('onClose', async () => schedule?.stop());
};

/** Builds the server in layers: external plugins, then sign-in and access, then the features. */
export const buildApp = async (config: Config, database: DatabaseHandle, options: BuildOptions = {}): Promise<FastifyInstance> => {
  // First, as Sentry asks: before the server exists, so its failures from the start are reported.
  const errorTracker = await startErrorTracking(config);
  const { frameworkErrors, clientErrorHandler } = frameworkErrorAnswers(() => app);
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: { err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    ...httpTimeouts(config),
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

  registerErrorHandler(app, errorTracker);
  if (errorTracker) app.addHook('onClose', () => errorTracker.close());
  await registerSecurity(app, config);
  await registerApiDocs(app);

  const mailRelay = startMailRelay(app, config, database.db);
  const embedded = config.embeddedProvider
    ? await registerEmbeddedProvider(app, { db: database.db, config, ...(mailRelay ? { onEmailQueued: mailRelay.wake } : {}) })
    : undefined;
  const deps: AppDeps = {
    config,
    db: database.db,
    verifyToken: createTokenVerifier(config, embedded?.jwks),
    ping: () => database.ping(),
    platformAccess: createPlatformAccessLookup(config),
  };

  registerHealthRoutes(app, deps);
  registerConfigRoutes(app, deps);
  await registerClientErrorRoutes(app, deps);
  registerNetworkRoutes(app, deps);
  registerAccessRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerAssignedRoutes(app, deps);
  // Before the routes whose changes it announces (decisions refetch the user's other sessions' queue).
  const notificationHub = await startNotificationHub(app, deps, database);
  registerAssignmentDetailRoutes(app, deps, notificationHub);
  registerEvaluationRoutes(app, deps);
  registerReplacementRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerInvitationRoutes(app, deps, mailRelay?.wake);
  registerJobReadRoutes(app, deps);
  registerJobChangeRoutes(app, deps, notificationHub);
  registerCandidateRoutes(app, deps, notificationHub);
  registerInterviewRoutes(app, deps);
  registerCandidateDocumentRoutes(app, deps);
  startReviewSweep(app, config, database.db);
  startInterviewSweep(app, config, database.db);
  registerUserRoutes(app, deps, mailRelay?.wake);
  registerBuiltInShiftsRoutes(app, deps);
  registerPlatformAccessRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerTimecardRoutes(app, deps);
  registerMyTeamRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerInsightRoutes(app, deps);
  registerSavedReportRoutes(app, deps);
  registerReportScheduleRoutes(app, deps, startReportScheduleRunner(app, config, database.db, mailRelay?.wake).wake);
  registerNotificationRoutes(app, deps, notificationHub);
  registerDecisionRoutes(app, deps, notificationHub, { job: decideWaitingJob, candidate: decideCandidate, extension: answerExtensionOffer, timecard: approveCleanWeek });
  registerDelegationRoutes(app, deps, notificationHub);
  startDecisionAlertSweep(app, config, database.db);
  startNotificationRetentionSweep(app, config, database.db);
  startNotificationDigests(app, config, database.db, mailRelay?.wake);
  registerApiKeyRoutes(app, deps);
  await registerIntegrationRoutes(app, deps);
  startDemoSimulator(app, config, database.db);

  if (config.NODE_ENV !== 'production') await registerStorybook(app);
  await registerWebApp(app);
  return app;
};
