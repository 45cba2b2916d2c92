import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getUnitManagersQueryOptions } from '@/features/assignments/api/get-unit-managers';
import { getCandidateListQueryOptions } from '@/features/candidates/api/get-candidate-list';
import { getInvoicesQueryOptions } from '@/features/invoices/api/get-invoices';
import { getHospitalUnitsQueryOptions } from '@/features/jobs/api/get-hospital-units';
import { getJobApproversQueryOptions } from '@/features/jobs/api/get-job-approvers';
import { getJobCandidateCountsQueryOptions } from '@/features/jobs/api/get-job-candidate-counts';
import { getJobFilterCountsQueryOptions } from '@/features/jobs/api/get-job-filter-counts';
import { getJobListQueryOptions } from '@/features/jobs/api/get-job-list';
import { getJobStatusesQueryOptions } from '@/features/jobs/api/get-job-statuses';
import { getJobTitlesAndShiftsQueryOptions } from '@/features/jobs/api/get-job-titles-and-shifts';
import { getNetworksQueryOptions } from '@/features/network/api/get-networks';
import { getUsersQueryOptions } from '@/features/users/api/get-users';
import { createQueryClient } from '@/lib/query-client';
import { getFeatureFlagsQueryOptions } from '@/lib/session/api/get-feature-flags';

const ID = '00000000-0000-4000-8000-000000000001';

describe("SPEC.md §8's reported texts", () => {
  it.each([
    ['Get jobs failed', getJobListQueryOptions(ID, { pageNumber: 1, pageSize: 24, sortBy: 'createddate', sortOrder: 'desc', options: {} })],
    ['Get job filters failed', getJobFilterCountsQueryOptions(ID, {})],
    ['Get job Statuses failed', getJobStatusesQueryOptions(ID)],
    ['Get job titles And shifts failed', getJobTitlesAndShiftsQueryOptions(ID)],
    ['Get job unit details failed', getHospitalUnitsQueryOptions(ID, ID)],
    ['Get job approvers failed', getJobApproversQueryOptions(ID, ID)],
    ['Get candidates on jobs failed', getJobCandidateCountsQueryOptions(ID, [ID])],
    ['Get unit managers failed', getUnitManagersQueryOptions(ID, ID)],
    ['Error fetching candidates!', getCandidateListQueryOptions(ID, { pageNumber: 1, pageSize: 24, sortBy: 'startdate', sortOrder: 'asce', options: {} })],
    ['Error fetching Invoices!', getInvoicesQueryOptions(ID, {})],
    [' Error fetching users', getUsersQueryOptions(ID, { section: 'active' })],
    ['Error fetching network name!', getNetworksQueryOptions()],
    ['Failed to get feature flags', getFeatureFlagsQueryOptions(ID)],
  ] as const)('a failure of its query is reported as %j', (text, options) => {
    expect(options.meta?.failure).toBe(text);
  });

  it("reports a failed job list as 'Get jobs failed', raising 'Error fetching jobs!' with the failure as its cause", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client: QueryClient = createQueryClient();
    const failure = new Error('network down');
    const options = getJobListQueryOptions(ID, { pageNumber: 1, pageSize: 24, sortBy: 'createddate', sortOrder: 'desc', options: {} });
    await client.fetchQuery({ ...options, queryFn: () => Promise.reject(failure), retry: false }).catch(() => undefined);
    expect(logged).toHaveBeenCalledWith('[portal] Get jobs failed', expect.objectContaining({ message: 'Error fetching jobs!', cause: failure }));
  });
});
