import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserHistory } from '@portal/domain/api/users';
import { callApi } from '@/lib/api-client';
import { userKeys } from './user-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The account's history for the drawer; read each time the drawer opens on it. */
export const getUserHistoryQueryOptions = (networkId: SessionNetworkId, userId: string) =>
  queryOptions({
    queryKey: userKeys.history(networkId, userId),
    queryFn: ({ signal }) => callApi(getUserHistory, { params: { id: userId }, signal }),
    staleTime: 0,
  });

export const useUserHistory = (userId: string) => useQuery(getUserHistoryQueryOptions(useNetworkId(), userId));
