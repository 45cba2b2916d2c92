import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomReports } from '@portal/domain/api/custom-reports';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getCustomReportsQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: insightKeys.customReports(networkId),
    queryFn: ({ signal }) => callApi(getCustomReports, { signal }),
    select: (answer) => answer.reports,
  });

/** The user's saved custom reports and those shared with the network. */
export const useCustomReports = () => useQuery(getCustomReportsQueryOptions(useNetworkId()));
