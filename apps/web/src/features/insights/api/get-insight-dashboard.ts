import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsightDashboard } from '@portal/domain/api/custom-reports';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getInsightDashboardQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: insightKeys.dashboard(networkId),
    queryFn: ({ signal }) => callApi(getInsightDashboard, { signal }),
  });

/** The user's dashboard reports in order (the default set until they arrange it). */
export const useInsightDashboard = (enabled = true) => useQuery({ ...getInsightDashboardQueryOptions(useNetworkId()), enabled });
