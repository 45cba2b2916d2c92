import { useQuery } from '@tanstack/react-query';
import { getDashboardHeadCount } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

export const useHeadCount = (filter: DashboardFilter, enabled = true) => {
  const { network } = useSession();
  return useQuery({
    queryKey: dashboardKeys.headCount(network?.hospitalNetworkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardHeadCount, { body: dashboardRequest(filter), signal }),
    enabled,
  });
};
