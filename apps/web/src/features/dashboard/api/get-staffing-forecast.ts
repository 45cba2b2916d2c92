import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardStaffingForecast } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

/** The staffing forecast chart's data (GetDashboardStaffingForecast). */
export const getStaffingForecastQueryOptions = (networkId: string | undefined, filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.forecast(networkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardStaffingForecast, { body: dashboardRequest(filter), signal }),
  });

export const useStaffingForecast = (filter: DashboardFilter, enabled = true) => {
  const { network } = useSession();
  return useQuery({ ...getStaffingForecastQueryOptions(network?.hospitalNetworkId, filter), enabled });
};
