import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreplacedEndings } from '@portal/domain/api/replacements';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';
import { dashboardKeys } from './dashboard-keys';

/** The forecast's gaps: per unit, assignments ending with neither an extension nor a replacement (GetDashboardUnreplacedEndings). */
export const getUnreplacedEndingsQueryOptions = (networkId: SessionNetworkId, filter: DashboardFilter) =>
  queryOptions({
    queryKey: dashboardKeys.unreplacedEndings(networkId, filter),
    meta: { failure: 'Get ending assignments failed' },
    queryFn: ({ signal }) => callApi(getUnreplacedEndings, { body: dashboardRequest(filter), signal }),
  });

export const useUnreplacedEndings = (filter: DashboardFilter, enabled: boolean) => {
  const networkId = useNetworkId();
  return useQuery({ ...getUnreplacedEndingsQueryOptions(networkId, filter), enabled });
};
