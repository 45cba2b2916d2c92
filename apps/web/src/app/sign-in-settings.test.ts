import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getPortalConfig } from '@portal/domain/api/platform';
import { TEST_CONFIG } from '../test/config.test-kit';
import { server } from '../test/server.test-kit';
import { requestPortalConfig } from './config-request';
import { readSignInSettings } from './sign-in-settings';

const fetchSignInSettings = () => readSignInSettings(requestPortalConfig());

const METADATA = {
  issuer: TEST_CONFIG.issuer,
  authorization_endpoint: `${TEST_CONFIG.issuer}/auth`,
  token_endpoint: `${TEST_CONFIG.issuer}/token`,
  end_session_endpoint: `${TEST_CONFIG.issuer}/session/end`,
  jwks_uri: `${TEST_CONFIG.issuer}/jwks`,
};

const answer = (body: Record<string, unknown>, status = 200) => server.use(http.get(callPath(getPortalConfig), () => HttpResponse.json(body, { status })));

describe('readSignInSettings', () => {
  it("reads the issuer, the client and the provider's endpoints from the configuration", async () => {
    answer({ ...TEST_CONFIG, oidcMetadata: METADATA });
    expect(await fetchSignInSettings()).toEqual({ issuer: TEST_CONFIG.issuer, clientId: TEST_CONFIG.clientId, oidcMetadata: METADATA });
  });

  it('leaves the endpoints to discovery when the server has none or sends them incomplete', async () => {
    answer({ ...TEST_CONFIG, oidcMetadata: null });
    expect((await fetchSignInSettings()).oidcMetadata).toBeNull();
    answer({ ...TEST_CONFIG, oidcMetadata: { ...METADATA, token_endpoint: 42 } });
    expect((await fetchSignInSettings()).oidcMetadata).toBeNull();
  });

  it('rejects a failed answer or one without sign-in settings, so the app takes over', async () => {
    answer({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503);
    await expect(fetchSignInSettings()).rejects.toThrow('The configuration answered 503');
    answer({ ...TEST_CONFIG, clientId: undefined });
    await expect(fetchSignInSettings()).rejects.toThrow('The configuration has no sign-in settings');
  });
});
