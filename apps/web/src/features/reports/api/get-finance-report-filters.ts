import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFinanceReportFilters } from '@portal/domain/api/reports';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getFinanceReportFiltersQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: reportKeys.financeFilters(networkId),
    queryFn: ({ signal }) => callApi(getFinanceReportFilters, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Facilities, months and units the financial report filters by. */
export const useFinanceReportFilters = () => useQuery(getFinanceReportFiltersQueryOptions(useNetworkId()));
