import { useQuery } from '@tanstack/react-query';
import { getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

export const useDashboardSummary = (filter: DashboardFilter) => {
  const { network } = useSession();
  return useQuery({
    queryKey: dashboardKeys.summary(network?.hospitalNetworkId, filter),
    queryFn: ({ signal }) => callApi(getDashboardOnAssignment, { body: dashboardRequest(filter), signal }),
  });
};
