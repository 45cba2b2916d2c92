import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserType } from '@portal/domain/api/users';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { userKeys } from './user-keys';

/** The roles the signed-in user may give, with their 'Can access' lists (SPEC.md §9: types fresh for 5 minutes). */
export const getUserTypesQueryOptions = (networkId: string) =>
  queryOptions({
    queryKey: userKeys.types(networkId),
    queryFn: ({ signal }) => callApi(getUserType, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useUserTypes = (active: boolean) => {
  const { network } = useSession();
  return useQuery({ ...getUserTypesQueryOptions(network?.hospitalNetworkId ?? ''), enabled: active && network !== null });
};
