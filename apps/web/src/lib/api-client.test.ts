import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { getHospitalDetails, getPortalConfig, getUserNetwork } from '@portal/domain/api/platform';
import { NORTHWIND } from '../test/fixtures.test-kit';
import { server } from '../test/server.test-kit';
import { TEST_CONFIG } from '../test/config.test-kit';
import { ApiRequestError, hasStatus } from './api-error';
import { callApi } from './api-client';
import { configureApiClient } from './api-client-settings';
import { retryDelay, retryWithStatus } from './query-client';
import { SELECTED_NETWORK_KEY } from './session-store';

describe('callApi', () => {
  it('calls the contract address with the bearer token and the chosen network', async () => {
    window.sessionStorage.setItem(SELECTED_NETWORK_KEY, JSON.stringify(NORTHWIND));
    let seen: Headers | undefined;
    server.use(
      http.get(callPath(getUserNetwork), ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ...NORTHWIND, isSSO: false, hospital: [] });
      }),
    );
    await expect(callApi(getUserNetwork)).resolves.toMatchObject({ networkName: 'Northwind Health' });
    expect(seen?.get('authorization')).toBe('Bearer test-token');
    expect(seen?.get('hospital-network-id')).toBe(NORTHWIND.hospitalNetworkId);
  });

  it('sends no token to public calls', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(callPath(getPortalConfig), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(TEST_CONFIG);
      }),
    );
    await callApi(getPortalConfig);
    expect(auth).toBeNull();
  });

  it('fills the query string and sends the JSON body', async () => {
    let url: URL | undefined;
    let body: unknown;
    server.use(
      http.get(callPath(getHospitalDetails), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([]);
      }),
      http.post(callPath(getDashboardOnAssignment), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ windowDays: 14, onAssignment: 1, startingSoon: 0, endingSoon: 0, openJobs: null, candidatesToReview: 0, candidatesOverdue: 0 });
      }),
    );
    await callApi(getHospitalDetails, { query: { networkId: NORTHWIND.hospitalNetworkId } });
    expect(url?.searchParams.get('networkId')).toBe(NORTHWIND.hospitalNetworkId);
    await callApi(getDashboardOnAssignment, { body: { options: { hospital: NORTHWIND.hospitalNetworkId } } });
    expect(body).toEqual({ options: { hospital: NORTHWIND.hospitalNetworkId } });
  });

  it('rejects with the status and the server message', async () => {
    server.use(
      http.get(callPath(getUserNetwork), () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'You do not have access to this action.' }, { status: 403 }),
      ),
    );
    const error = await callApi(getUserNetwork).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, message: 'You do not have access to this action.' });
  });

  it('rejects without a status when the server cannot be reached', async () => {
    server.use(http.get(callPath(getUserNetwork), () => HttpResponse.error()));
    const error = await callApi(getUserNetwork).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(hasStatus(error)).toBe(false);
  });

  it('reports a 401 so the app can send the user to /logout', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    server.use(http.get(callPath(getUserNetwork), () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue.' }, { status: 401 })));
    await expect(callApi(getUserNetwork)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    configureApiClient({ onUnauthorized: () => undefined });
  });

  it('rejects an answer that does not match the response schema', async () => {
    server.use(http.get(callPath(getUserNetwork), () => HttpResponse.json({ unexpected: true })));
    await expect(callApi(getUserNetwork)).rejects.toThrow('UserNetwork answered in an unexpected shape');
  });
});

describe('retryWithStatus', () => {
  it('retries failures with a status up to the limit, and never those without', () => {
    const retry = retryWithStatus(2);
    const withStatus = new ApiRequestError('x', 500);
    expect([0, 1, 2].map((n) => retry(n, withStatus))).toEqual([true, true, false]);
    expect(retry(0, new ApiRequestError('offline'))).toBe(false);
    expect(retry(0, new Error('bug'))).toBe(false);
    expect(retryWithStatus(5)(4, withStatus)).toBe(true);
  });
});

describe('retryDelay', () => {
  it("waits as long as a 503's Retry-After asks, at most 10 s, and doubles from 1 s otherwise", () => {
    expect(retryDelay(0, new ApiRequestError('away', 503, undefined, 5_000))).toBe(5_000);
    expect(retryDelay(0, new ApiRequestError('away', 503, undefined, 120_000))).toBe(10_000);
    expect([0, 1, 2].map((n) => retryDelay(n, new ApiRequestError('x', 500)))).toEqual([1_000, 2_000, 4_000]);
  });

  it('reads Retry-After from the answer', async () => {
    server.use(http.get(callPath(getUserNetwork), () => HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'away' }, { status: 503, headers: { 'retry-after': '5' } })));
    const failure = await callApi(getUserNetwork).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, retryAfterMs: 5_000 });
  });
});
