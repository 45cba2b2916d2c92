import type { FastifyInstance } from 'fastify';
import { getPortalConfig } from '@portal/domain/api/platform';
import type { AppDeps } from '../../app-deps';
import { sentryEnvironment } from '../../lib/error-tracking';
import { registerCall } from '../../plugins/register-call';
import { createOidcMetadataSource } from './oidc-metadata';

export const registerConfigRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const { config } = deps;
  const oidcMetadata = createOidcMetadataSource(app, config);
  registerCall(app, deps, getPortalConfig, async () => ({
    issuer: config.issuer,
    clientId: config.OIDC_CLIENT_ID,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    feedbackUrl: config.FEEDBACK_URL,
    shiftsSiteUrl: config.SHIFTS_SITE_URL,
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
    inactivityMinutes: config.INACTIVITY_MINUTES,
    sentry: config.SENTRY_DSN ? { dsn: config.SENTRY_DSN, environment: sentryEnvironment(config) } : null,
    oidcMetadata: await oidcMetadata(),
  }));
};
