import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillRateReport, type BillRateQuery } from '@portal/domain/api/reports';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getBillRateReportQueryOptions = (networkId: SessionNetworkId, query: BillRateQuery) =>
  queryOptions({
    queryKey: reportKeys.billRates(networkId, query),
    queryFn: ({ signal }) => callApi(getBillRateReport, { query: { ...query }, signal }),
  });

export const useBillRateReport = (query: BillRateQuery) => {
  const networkId = useNetworkId();
  return useQuery({ ...getBillRateReportQueryOptions(networkId, query), placeholderData: keepPreviousInNetwork(networkId) });
};
