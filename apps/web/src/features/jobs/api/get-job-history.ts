import { useInfiniteQuery } from '@tanstack/react-query';
import { getJobHistory } from '@portal/domain/api/jobs';
import { callApi } from '@/lib/api-client';
import { historyPagesOptions } from '@/lib/history-pages';
import { jobKeys } from './job-keys';

/** Jobs/{id}/History, a page at a time; under the job keys, so every job change refreshes it. */
export const getJobHistoryQueryOptions = (jobOrExternalId: string) =>
  historyPagesOptions(jobKeys.history(jobOrExternalId), (before, signal) =>
    callApi(getJobHistory, { params: { id: jobOrExternalId }, query: { before }, signal }),
  );

export const useJobHistory = (jobOrExternalId: string) => useInfiniteQuery(getJobHistoryQueryOptions(jobOrExternalId));
