import type { QueryClient } from '@tanstack/react-query';
import type { SentAhead } from '../api-client';
import { readSelectedNetwork } from '../selected-network';
import { getFeatureFlagsQueryOptions } from './api/get-feature-flags';
import { getLoginContactQueryOptions } from './api/get-login-contact';
import { getPrivilegesQueryOptions } from './api/get-privileges';
import { getUserNetworkQueryOptions } from './api/get-user-network';
import { readSessionHint } from './session-hint';

/**
 * Starts the session's calls as the app starts: the login details always, and, when this user's last
 * session left a hint for the network now in use, its flags, hospitals and privileges beside them.
 * useSessionData then finds them under the same query keys, in flight or answered. Those the entry
 * already sent with this user's token (`sentAhead`) are read from their requests.
 */
export const prefetchSession = (queryClient: QueryClient, sub: string, sentAhead?: SentAhead) => {
  void queryClient.prefetchQuery(getLoginContactQueryOptions(sentAhead));
  const hint = readSessionHint(sub);
  if (!hint) return;
  const selected = readSelectedNetwork()?.hospitalNetworkId;
  // An internal user's calls carry the network chosen in this tab; a hint for another one does not fit them.
  if (selected !== undefined && selected !== hint.networkId) return;
  void queryClient.prefetchQuery(getFeatureFlagsQueryOptions(hint.networkId, sentAhead));
  void queryClient.prefetchQuery(getPrivilegesQueryOptions(hint.networkId, hint.privilegeEndpoints, sentAhead));
  if (hint.networkId !== null) void queryClient.prefetchQuery(getUserNetworkQueryOptions(hint.networkId, sentAhead));
};
