import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillRateStates, getBillRateTitles, getBillRateUnits } from '@portal/domain/api/reports';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

const CALLS = { titles: getBillRateTitles, units: getBillRateUnits, states: getBillRateStates } as const;
export type BillRateFilter = keyof typeof CALLS;

export const getBillRateFilterQueryOptions = (networkId: SessionNetworkId, filter: BillRateFilter) =>
  queryOptions({
    queryKey: reportKeys.billRateFilter(networkId, filter),
    queryFn: ({ signal }) => callApi(CALLS[filter], { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The values of one filter of the bill-rate report (Reports/Filters/Titles, /Units, /States). */
export const useBillRateFilter = (filter: BillRateFilter) => useQuery(getBillRateFilterQueryOptions(useNetworkId(), filter));
