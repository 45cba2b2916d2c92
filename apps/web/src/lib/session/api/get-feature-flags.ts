import { queryOptions, useQuery } from '@tanstack/react-query';
import { flagsFromServerList } from '@portal/domain/access/feature-flags';
import { getFeatureFlags } from '@portal/domain/api/platform';
import { callApiOrSentAhead, type SentAhead } from '@/lib/api-client';
import { READ_ONCE_PER_PAGE_LOAD, sessionKeys } from './session-keys';

/** The flags in force in a network, read into the portal's named flags; `sentAhead` may hold their request. */
export const getFeatureFlagsQueryOptions = (networkId: string | null, sentAhead?: SentAhead) =>
  queryOptions({
    queryKey: sessionKeys.flags(networkId),
    meta: { failure: 'Failed to get feature flags' },
    queryFn: async ({ signal }) => flagsFromServerList(await callApiOrSentAhead(getFeatureFlags, { signal }, sentAhead)),
    staleTime: READ_ONCE_PER_PAGE_LOAD,
  });

export const useFeatureFlags = (networkId: string | null, enabled: boolean) =>
  useQuery({ ...getFeatureFlagsQueryOptions(networkId), enabled });
