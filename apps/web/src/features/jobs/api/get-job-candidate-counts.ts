import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobCandidateCounts, type JobCandidateCounts } from '@portal/domain/api/job-list';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export type CandidateCountsByJob = ReadonlyMap<string, JobCandidateCounts['counts'][number]>;

/** Ready for Review and Offered counts of a page's jobs (SPEC.md §7), by job id. */
export const getJobCandidateCountsQueryOptions = (networkId: SessionNetworkId, jobIds: readonly string[]) =>
  queryOptions({
    queryKey: jobKeys.candidateCounts(networkId, jobIds),
    meta: { failure: 'Get candidates on jobs failed' },
    queryFn: ({ signal }) => callApi(getJobCandidateCounts, { body: { jobIds: [...jobIds] }, signal }),
    select: (data): CandidateCountsByJob => new Map(data.counts.map((entry) => [entry.jobId, entry])),
  });

/** Asked only when the list shows them (Active among the statuses) and the page has jobs. */
export const useJobCandidateCounts = (jobIds: readonly string[], wanted: boolean) =>
  useQuery({ ...getJobCandidateCountsQueryOptions(useNetworkId(), jobIds), enabled: wanted && jobIds.length > 0 });
