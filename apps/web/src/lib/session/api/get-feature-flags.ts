import { queryOptions, useQuery } from '@tanstack/react-query';
import { flagsFromServerList } from '@portal/domain/access/feature-flags';
import { getFeatureFlags } from '@portal/domain/api/platform';
import { callApi } from '@/lib/api-client';
import { READ_ONCE_PER_PAGE_LOAD, sessionKeys } from './session-keys';

/** The flags in force in a network, read into the portal's named flags. */
export const getFeatureFlagsQueryOptions = (networkId: string | null) =>
  queryOptions({
    queryKey: sessionKeys.flags(networkId),
    queryFn: async ({ signal }) => flagsFromServerList(await callApi(getFeatureFlags, { signal })),
    staleTime: READ_ONCE_PER_PAGE_LOAD,
  });

export const useFeatureFlags = (networkId: string | null, enabled: boolean) =>
  useQuery({ ...getFeatureFlagsQueryOptions(networkId), enabled });
