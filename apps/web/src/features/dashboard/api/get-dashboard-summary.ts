import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

/** The summary cards' counts (GetDashboardOnAssignment). */
export const getDashboardSummaryQueryOptions = (networkId: string | undefined, filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.summary(networkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardOnAssignment, { body: dashboardRequest(filter), signal }),
  });

export const useDashboardSummary = (filter: DashboardFilter) => {
  const { network } = useSession();
  return useQuery(getDashboardSummaryQueryOptions(network?.hospitalNetworkId, filter));
};
