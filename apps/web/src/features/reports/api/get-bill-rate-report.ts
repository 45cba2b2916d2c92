import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBillRateReport, type BillRateQuery } from '@portal/domain/api/reports';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getBillRateReportQueryOptions = (networkId: SessionNetworkId, query: BillRateQuery) =>
  queryOptions({
    queryKey: reportKeys.billRates(networkId, query),
    queryFn: ({ signal }) => callApi(getBillRateReport, { query: { ...query }, signal }),
  });

export const useBillRateReport = (query: BillRateQuery) => useQuery({ ...getBillRateReportQueryOptions(useNetworkId(), query), placeholderData: keepPreviousData });
