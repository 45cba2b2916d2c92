import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserNetwork } from '@portal/domain/api/platform';
import { callApi } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

/** The network acted in, with the hospitals of it the user may see. */
export const getUserNetworkQueryOptions = (networkId: string | null) =>
  queryOptions({
    queryKey: sessionKeys.userNetwork(networkId),
    queryFn: ({ signal }) => callApi(getUserNetwork, { signal }),
    // Read once per page load, as the login details are: prefetchSession's answer must not be asked again
    // when the session frame mounts, on a phone's busiest second.
    staleTime: Infinity,
  });

export const useUserNetwork = (networkId: string | null, enabled: boolean) =>
  useQuery({ ...getUserNetworkQueryOptions(networkId), enabled });
