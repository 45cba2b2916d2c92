import { useQuery } from '@tanstack/react-query';
import { getDashboardStaffingForecast } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

export const useStaffingForecast = (filter: DashboardFilter, enabled = true) => {
  const { network } = useSession();
  return useQuery({
    queryKey: dashboardKeys.forecast(network?.hospitalNetworkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardStaffingForecast, { body: dashboardRequest(filter), signal }),
    enabled,
  });
};
