import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFinancialReport, type FinancialReportRequest } from '@portal/domain/api/reports';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getFinancialReportQueryOptions = (networkId: SessionNetworkId, request: FinancialReportRequest) =>
  queryOptions({
    queryKey: reportKeys.financial(networkId, request),
    queryFn: ({ signal }) => callApi(getFinancialReport, { body: request, signal }),
  });

/** The report by month and by facility and unit; the previous one stays on screen while filters change. */
export const useFinancialReport = (request: FinancialReportRequest) => {
  const networkId = useNetworkId();
  return useQuery({ ...getFinancialReportQueryOptions(networkId, request), placeholderData: keepPreviousInNetwork(networkId) });
};
