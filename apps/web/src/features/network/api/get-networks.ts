import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNetworks, type NetworkSummary } from '@portal/domain/api/platform';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/api/session-keys';

const byName = (a: NetworkSummary, b: NetworkSummary) => a.networkName.localeCompare(b.networkName);

/** Networks the user may act in, sorted by name (SPEC.md §2: a sorted dropdown). */
export const getNetworksQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.networks,
    meta: { failure: 'Error fetching network name!' },
    queryFn: ({ signal }) => callApi(getNetworks, { signal }),
    select: (response) => [...response.data].sort(byName),
    staleTime: LOOKUP_STALE_MS,
  });

export const useNetworks = () => useQuery(getNetworksQueryOptions());
