import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInsightDashboard } from '@portal/domain/api/custom-reports';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

export const getInsightDashboardQueryOptions = () =>
  queryOptions({
    queryKey: insightKeys.dashboard(),
    queryFn: ({ signal }) => callApi(getInsightDashboard, { signal }),
  });

/** The user's dashboard reports in order (the default set until they arrange it). */
export const useInsightDashboard = (enabled = true) => useQuery({ ...getInsightDashboardQueryOptions(), enabled });
