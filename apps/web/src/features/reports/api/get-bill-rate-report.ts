import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBillRateReport, type BillRateQuery } from '@portal/domain/api/reports';
import { callApi } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const getBillRateReportQueryOptions = (query: BillRateQuery) =>
  queryOptions({
    queryKey: reportKeys.billRates(query),
    queryFn: ({ signal }) => callApi(getBillRateReport, { query: { ...query }, signal }),
  });

export const useBillRateReport = (query: BillRateQuery) => useQuery({ ...getBillRateReportQueryOptions(query), placeholderData: keepPreviousData });
