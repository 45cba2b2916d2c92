import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getFeatureFlags, getLoginContact, getMyPrivileges, getPrivilegesForRoles, getUserNetwork } from '@portal/domain/api/platform';
import { NORTHWIND } from '../test/fixtures.test-kit';
import { server } from '../test/server.test-kit';
import { rememberSessionHint } from '../lib/session/session-hint';
import { storeSelectedNetwork } from '../lib/selected-network';
import { sendEarlySessionRequests } from './early-session-requests';

const STORED_USER_KEY = 'oidc.user:http://localhost:3000/oidc:travel-client-portal';
const SESSION_CALLS = [getLoginContact, getFeatureFlags, getUserNetwork, getMyPrivileges, getPrivilegesForRoles];

const storeSignIn = (sub = 'user', expiresInSeconds = 600) =>
  window.localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({ access_token: `token-of-${sub}`, expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds, profile: { sub } }),
  );

/** Answers every session call with its path, and notes each request's path and bearer token. */
const watchSessionCalls = () => {
  const seen: { path: string; authorization: string | null; network: string | null }[] = [];
  server.use(
    ...SESSION_CALLS.map((call) =>
      http.get(callPath(call), ({ request }) => {
        seen.push({ path: callPath(call), authorization: request.headers.get('authorization'), network: request.headers.get('hospital-network-id') });
        return HttpResponse.json({ answeredBy: callPath(call) });
      }),
    ),
  );
  return seen;
};

afterEach(() => server.events.removeAllListeners());

describe("the session's requests sent by the entry", () => {
  it("sends the login details, flags, privileges and hospitals of the user's hint with the stored token, each taken once", async () => {
    storeSignIn();
    rememberSessionHint({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: true });
    const seen = watchSessionCalls();
    const early = sendEarlySessionRequests();
    expect(early).toMatchObject({ sub: 'user', accessToken: 'token-of-user' });
    const flags = early!.take(getFeatureFlags.name);
    expect(await (await flags!).json()).toEqual({ answeredBy: callPath(getFeatureFlags) });
    expect(early!.take(getFeatureFlags.name)).toBeUndefined();
    for (const call of [getLoginContact, getMyPrivileges, getUserNetwork]) await early!.take(call.name);
    expect(early!.take(getPrivilegesForRoles.name)).toBeUndefined();
    expect(seen.map((request) => request.path).sort()).toEqual([getLoginContact, getFeatureFlags, getMyPrivileges, getUserNetwork].map(callPath).sort());
    expect(seen.every((request) => request.authorization === 'Bearer token-of-user' && request.network === null)).toBe(true);
  });

  it('sends the login details alone without a hint for this user, and the roles call under its flag', async () => {
    storeSignIn();
    rememberSessionHint({ sub: 'someone else', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: true });
    const seen = watchSessionCalls();
    await sendEarlySessionRequests()!.take(getLoginContact.name);
    expect(seen.map((request) => request.path)).toEqual([callPath(getLoginContact)]);

    rememberSessionHint({ sub: 'user', networkId: null, privilegeEndpoints: false });
    const early = sendEarlySessionRequests()!;
    await Promise.all([getLoginContact, getFeatureFlags, getPrivilegesForRoles].map((call) => early.take(call.name)));
    expect(early.take(getUserNetwork.name)).toBeUndefined();
  });

  it('sends nothing without a valid stored sign-in, with two of them, or where a network was chosen in this tab', async () => {
    const seen = watchSessionCalls();
    expect(sendEarlySessionRequests()).toBeUndefined();
    storeSignIn('user', -5);
    expect(sendEarlySessionRequests()).toBeUndefined();
    window.localStorage.setItem(STORED_USER_KEY, '{not json');
    expect(sendEarlySessionRequests()).toBeUndefined();
    storeSignIn();
    window.localStorage.setItem('oidc.user:https://other.example/oidc:travel-client-portal', window.localStorage.getItem(STORED_USER_KEY)!);
    expect(sendEarlySessionRequests()).toBeUndefined();
    window.localStorage.removeItem('oidc.user:https://other.example/oidc:travel-client-portal');
    storeSelectedNetwork(NORTHWIND);
    expect(sendEarlySessionRequests()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});
