import type { PortalConfig } from '@portal/domain/api/platform';

export const TEST_CONFIG: PortalConfig = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'travel-client-portal',
  supportEmail: 'support@provider.test',
  supportPhone: '8005550123',
  feedbackUrl: 'https://feedback.provider.test/survey',
  shiftsSiteUrl: 'https://shifts.provider.test',
  termsUrl: 'https://provider.test/terms',
  privacyUrl: 'https://provider.test/privacy',
  inactivityMinutes: 15,
  sentry: null,
  oidcMetadata: null,
};
