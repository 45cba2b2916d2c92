import { useInfiniteQuery } from '@tanstack/react-query';
import { getJobHistory } from '@portal/domain/api/jobs';
import { callApi } from '@/lib/api-client';
import { historyPagesOptions } from '@/lib/history-pages';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Jobs/{id}/History, a page at a time; under the job keys, so every job change refreshes it. */
export const getJobHistoryQueryOptions = (networkId: SessionNetworkId, jobOrExternalId: string) =>
  historyPagesOptions(jobKeys.history(networkId, jobOrExternalId), (before, signal) =>
    callApi(getJobHistory, { params: { id: jobOrExternalId }, query: { before }, signal }),
  );

export const useJobHistory = (jobOrExternalId: string) => useInfiniteQuery(getJobHistoryQueryOptions(useNetworkId(), jobOrExternalId));
