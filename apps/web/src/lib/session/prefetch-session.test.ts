import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getFeatureFlags, getLoginContact, getMyPrivileges, getPrivilegesForRoles, getUserNetwork } from '@portal/domain/api/platform';
import { DEFAULT_FLAGS, LAKESIDE, NORTHWIND } from '../../test/fixtures.test-kit';
import { accountHandlers } from '../../test/handlers.test-kit';
import { renderPortal } from '../../test/render.test-kit';
import { server } from '../../test/server.test-kit';
import { createQueryClient } from '../query-client';
import { storeSelectedNetwork } from '../selected-network';
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
      return HttpResponse.json({});
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
});
