import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsightReports } from '@portal/domain/api/insights';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

export const getInsightReportsQueryOptions = () =>
  queryOptions({
    queryKey: insightKeys.reports(),
    queryFn: ({ signal }) => callApi(getInsightReports, { signal }),
    staleTime: LOOKUP_STALE_MS,
    select: (answer) => answer.reports,
  });

/** The catalogue reports the user may open. */
export const useInsightReports = () => useQuery(getInsightReportsQueryOptions());
