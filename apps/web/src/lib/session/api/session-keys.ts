import { networkKey } from '../../query-keys';

/** Query keys of the signed-in session: the person's own, then what they may do in the network acted in. */
export const sessionKeys = {
  loginContact: ['loginContact'] as const,
  networks: ['networks'] as const,
  flags: (networkId: string | null) => networkKey(networkId, 'featureFlags'),
  /** Per call too: the privilege-endpoints flag picks which one answers. */
  privileges: (networkId: string | null, callName: string) => networkKey(networkId, 'privileges', callName),
  userNetwork: (networkId: string | null) => networkKey(networkId, 'userNetwork'),
};

/** Kept when the network changes (SPEC.md §4): the logged-in profile and the network list. */
export const KEPT_ON_NETWORK_SWITCH: readonly string[] = [sessionKeys.loginContact[0], sessionKeys.networks[0]];

/**
 * The session's calls are read once per page load (their `staleTime`): prefetchSession's answers must
 * not be asked for again when the session frame mounts, on a phone's busiest second. A change made
 * elsewhere shows at the next load; the server checks every call against the current context.
 */
export const READ_ONCE_PER_PAGE_LOAD = Infinity;
