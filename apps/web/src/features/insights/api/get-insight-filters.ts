import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsightFilters } from '@portal/domain/api/insights';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getInsightFiltersQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: insightKeys.filters(networkId),
    queryFn: ({ signal }) => callApi(getInsightFilters, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The hospitals, units and titles a report may be filtered by. */
export const useInsightFilters = () => useQuery(getInsightFiltersQueryOptions(useNetworkId()));
