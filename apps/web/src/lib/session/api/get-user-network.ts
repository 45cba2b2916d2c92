import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserNetwork } from '@portal/domain/api/platform';
import { callApiOrSentAhead, type SentAhead } from '@/lib/api-client';
import { READ_ONCE_PER_PAGE_LOAD, sessionKeys } from './session-keys';

/** The network acted in, with the hospitals of it the user may see. */
export const getUserNetworkQueryOptions = (networkId: string | null, sentAhead?: SentAhead) =>
  queryOptions({
    queryKey: sessionKeys.userNetwork(networkId),
    queryFn: ({ signal }) => callApiOrSentAhead(getUserNetwork, { signal }, sentAhead),
    staleTime: READ_ONCE_PER_PAGE_LOAD,
  });

export const useUserNetwork = (networkId: string | null, enabled: boolean) =>
  useQuery({ ...getUserNetworkQueryOptions(networkId), enabled });
