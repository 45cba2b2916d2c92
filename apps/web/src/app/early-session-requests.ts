import { callUrl } from '@portal/domain/api/call';
import { SESSION_CALL_ADDRESSES } from '@portal/domain/api/session-call-addresses';
import type { SentAhead } from '../lib/api-client';
import { readSessionHint } from '../lib/session/session-hint';
import { readRaw, SELECTED_NETWORK_KEY } from '../lib/session-store';
import { readStoredSignIn, type StoredSignIn } from './signed-out-entry';

/** The session's requests the entry sent, and whose token they carry: only that user's session may read them. */
export interface EarlySessionRequests extends StoredSignIn {
  take: SentAhead;
}

const { loginContact, featureFlags, myPrivileges, privilegesForRoles, userNetwork } = SESSION_CALL_ADDRESSES;

/**
 * Sends the session's calls as the entry starts, with the stored sign-in's token: the calls
 * prefetchSession would make (the login details, and with this user's hint the flags, privileges and
 * hospitals), as api-client.ts would send them. Otherwise they wait for React, the app and the session's
 * schemas to load and run first: on the bench's phone that is over a second. Not in a tab where an
 * internal user chose a network, whose calls carry it: the app sends those.
 */
export const sendEarlySessionRequests = (): EarlySessionRequests | undefined => {
  const signIn = readStoredSignIn(window.localStorage);
  if (!signIn || readRaw(SELECTED_NETWORK_KEY) !== null) return undefined;
  const hint = readSessionHint(signIn.sub);
  const addresses = hint
    ? [loginContact, featureFlags, hint.privilegeEndpoints ? myPrivileges : privilegesForRoles, ...(hint.networkId === null ? [] : [userNetwork])]
    : [loginContact];
  const requests = new Map<string, Promise<Response>>(
    addresses.map((address) => {
      const request = fetch(new URL(callUrl(address), window.location.origin), {
        headers: { accept: 'application/json', authorization: `Bearer ${signIn.accessToken}` },
      });
      // Whoever takes the request reports its failure; an untaken one is no unhandled rejection.
      request.catch(() => undefined);
      return [address.name, request];
    }),
  );
  return {
    ...signIn,
    // Each once: a retry of a failed answer asks the server again.
    take: (callName) => {
      const request = requests.get(callName);
      requests.delete(callName);
      return request;
    },
  };
};
