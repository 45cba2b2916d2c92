import { queryOptions, useQuery } from '@tanstack/react-query';
import { runInsightReport, type RunReportQuery } from '@portal/domain/api/insights';
import { QUERY_RETRY } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { insightKeys } from './insight-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Why a report cannot be shown: an unknown id or filter (404, 400) is a bad link, 403 a report the user may not open. */
export type ReportFailure = 'invalidUrl' | 'accessDenied' | 'failed';

export const reportFailure = (error: unknown): ReportFailure => {
  const status = errorStatus(error);
  if (status === 403) return 'accessDenied';
  return status === 404 || status === 400 ? 'invalidUrl' : 'failed';
};

/** A bad link or a refused report answers the same on every attempt: only other failures with a status are retried. */
const retryOtherFailures = (failureCount: number, error: unknown): boolean =>
  failureCount < QUERY_RETRY && hasStatus(error) && reportFailure(error) === 'failed';

export const getInsightReportQueryOptions = (networkId: SessionNetworkId, reportId: string, query: RunReportQuery) =>
  queryOptions({
    queryKey: insightKeys.report(networkId, reportId, query),
    queryFn: ({ signal }) => callApi(runInsightReport, { params: { reportId }, query, signal }),
    retry: retryOtherFailures,
  });

/** One report with its filters (or a saved one's own); the previous result stays on screen while the filters change. */
export const useInsightReport = (reportId: string, query: RunReportQuery) => {
  const networkId = useNetworkId();
  return useQuery({ ...getInsightReportQueryOptions(networkId, reportId, query), placeholderData: keepPreviousInNetwork(networkId) });
};
