import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getFeatureFlags, getLoginContact, getMyPrivileges, getPrivilegesForRoles, getUserNetwork } from '@portal/domain/api/platform';
import { contactFor, DEFAULT_FLAGS, LAKESIDE, NORTHWIND } from '../../test/fixtures.test-kit';
import { accountHandlers } from '../../test/handlers.test-kit';
import { renderPortal } from '../../test/render.test-kit';
import { server } from '../../test/server.test-kit';
import { createQueryClient } from '../query-client';
import { storeSelectedNetwork } from '../selected-network';
import { sessionKeys } from './api/session-keys';
import { prefetchSession } from './prefetch-session';
import { readSessionHint, rememberSessionHint } from './session-hint';

const SESSION_CALLS = [getLoginContact, getFeatureFlags, getUserNetwork, getMyPrivileges, getPrivilegesForRoles].map(callPath);

/** The session's calls in the order they reach the server, the login details held back until `release`. */
const watchSessionCalls = () => {
  const seen: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (SESSION_CALLS.includes(path)) seen.push(path);
  });
  server.use(
    http.get(callPath(getLoginContact), async () => {
      await held;
      // A whole answer: a malformed one would be retried into the next test.
      return HttpResponse.json(contactFor('General User', NORTHWIND));
    }),
    ...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }),
  );
  return { seen, release };
};

describe("the session's start", () => {
  it('remembers the network and the privilege flag of a ready session for its user', async () => {
    server.use(...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }));
    renderPortal('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await waitFor(() =>
      expect(readSessionHint('user')).toEqual({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: DEFAULT_FLAGS.privilegeEndpoints }),
    );
    expect(readSessionHint('someone else')).toBeUndefined();
  });

  it("asks for the flags, the hospitals and the privileges beside the login details when the user's hint fits", async () => {
    rememberSessionHint({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: true });
    const { seen, release } = watchSessionCalls();
    prefetchSession(createQueryClient(), 'user');
    await waitFor(() =>
      expect([...seen].sort()).toEqual([callPath(getLoginContact), callPath(getFeatureFlags), callPath(getUserNetwork), callPath(getMyPrivileges)].sort()),
    );
    release();
    server.events.removeAllListeners();
  });

  it('asks for the login details alone without a hint, for another user, or for another network than the one chosen here', async () => {
    rememberSessionHint({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: false });
    storeSelectedNetwork(LAKESIDE);
    const { seen, release } = watchSessionCalls();
    prefetchSession(createQueryClient(), 'user');
    prefetchSession(createQueryClient(), 'another user');
    await waitFor(() => expect(seen).toEqual([callPath(getLoginContact), callPath(getLoginContact)]));
    // Nothing else follows while the login details are awaited.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(2);
    release();
    server.events.removeAllListeners();
  });

  it('lets the session frame use the answers it fetched, without asking again when the page mounts', async () => {
    server.use(...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }));
    rememberSessionHint({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: DEFAULT_FLAGS.privilegeEndpoints });
    const queryClient = createQueryClient();
    prefetchSession(queryClient, 'user');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (SESSION_CALLS.includes(path)) seen.push(path);
    });
    renderPortal('/profile', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(seen).toEqual([]);
    server.events.removeAllListeners();
  });

  it('reads the answers of the requests the entry sent ahead, and asks the server again only for one that failed', async () => {
    server.use(...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }));
    rememberSessionHint({ sub: 'user', networkId: NORTHWIND.hospitalNetworkId, privilegeEndpoints: true });
    const sentAhead = new Map<string, Promise<Response>>([
      ...[getLoginContact, getMyPrivileges, getUserNetwork].map((call) => [call.name, fetch(new URL(callPath(call), window.location.origin))] as const),
      [getFeatureFlags.name, Promise.resolve(HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Busy' }, { status: 503 }))],
    ]);
    // Answered before the watch starts, as the entry's requests mostly are by the time the session chunk runs.
    await Promise.all(sentAhead.values());
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    const queryClient = createQueryClient();
    const takeOnce = (callName: string) => {
      const request = sentAhead.get(callName);
      sentAhead.delete(callName);
      return request;
    };
    prefetchSession(queryClient, 'user', takeOnce);
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.flags(NORTHWIND.hospitalNetworkId))).toBeDefined(), { timeout: 4000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(sessionKeys.loginContact)).toEqual(contactFor('General User', NORTHWIND));
    expect(queryClient.getQueryData(sessionKeys.userNetwork(NORTHWIND.hospitalNetworkId))).toMatchObject({ networkName: NORTHWIND.networkName });
    expect(seen).toEqual([callPath(getFeatureFlags)]);
    server.events.removeAllListeners();
  });
});
