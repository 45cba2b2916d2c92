import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserHistory } from '@portal/domain/api/users';
import { callApi } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** The account's history for the drawer; read each time the drawer opens on it. */
export const getUserHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.history(userId),
    queryFn: ({ signal }) => callApi(getUserHistory, { params: { id: userId }, signal }),
    staleTime: 0,
  });

export const useUserHistory = (userId: string) => useQuery(getUserHistoryQueryOptions(userId));
