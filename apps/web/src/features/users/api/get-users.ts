import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchUser, type UserSearchQuery } from '@portal/domain/api/users';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { userKeys } from './user-keys';

/** One page of one section of the user list (SPEC.md §9: the user list is fresh for 5 minutes). */
export const getUsersQueryOptions = (networkId: string, query: UserSearchQuery) =>
  queryOptions({
    queryKey: userKeys.list(networkId, query),
    meta: { failure: ' Error fetching users' },
    queryFn: ({ signal }) => callApi(searchUser, { query, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The previous page stays on screen while the next loads. */
export const useUsers = (query: UserSearchQuery) => {
  const { network } = useSession();
  const networkId = network?.hospitalNetworkId ?? '';
  return useQuery({ ...getUsersQueryOptions(networkId, query), enabled: network !== null, placeholderData: keepPreviousInNetwork(networkId) });
};
