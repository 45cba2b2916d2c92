import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardHeadCount } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

/** The head count chart's data (GetDashboardHeadCount). */
export const getHeadCountQueryOptions = (networkId: string | undefined, filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.headCount(networkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardHeadCount, { body: dashboardRequest(filter), signal }),
  });

export const useHeadCount = (filter: DashboardFilter, enabled = true) => {
  const { network } = useSession();
  return useQuery({ ...getHeadCountQueryOptions(network?.hospitalNetworkId, filter), enabled });
};
