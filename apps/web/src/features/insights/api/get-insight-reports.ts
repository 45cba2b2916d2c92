import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsightReports } from '@portal/domain/api/insights';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getInsightReportsQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: insightKeys.reports(networkId),
    queryFn: ({ signal }) => callApi(getInsightReports, { signal }),
    staleTime: LOOKUP_STALE_MS,
    select: (answer) => answer.reports,
  });

/** The catalogue reports the user may open. */
export const useInsightReports = () => useQuery(getInsightReportsQueryOptions(useNetworkId()));
