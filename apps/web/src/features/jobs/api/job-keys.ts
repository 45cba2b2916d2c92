import type { JobListRequest } from '@portal/domain/api/job-list';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';
import { hospitalDetailsKey, jobApproversKey, jobsKey } from '@/lib/shared-query-keys';

/**
 * Query keys of the job screens, per network: a change invalidates `all`, and with it every list,
 * count and details. The form's lookups are not job data, so their keys sit outside `all` and a
 * change leaves them cached.
 */
export const jobKeys = {
  all: jobsKey,
  list: (networkId: SessionNetworkId, request: JobListRequest) => [...jobsKey(networkId), 'list', request] as const,
  filterCounts: (networkId: SessionNetworkId, options: JobListRequest['options']) => [...jobsKey(networkId), 'filter-counts', options] as const,
  candidateCounts: (networkId: SessionNetworkId, jobIds: readonly string[]) => [...jobsKey(networkId), 'candidate-counts', jobIds] as const,
  details: (networkId: SessionNetworkId, id: string) => [...jobsKey(networkId), 'details', id] as const,
  history: (networkId: SessionNetworkId, id: string) => [...jobsKey(networkId), 'history', id] as const,
  replacementDraft: (networkId: SessionNetworkId, dealId: string) => [...jobsKey(networkId), 'replacement-draft', dealId] as const,
  statuses: (networkId: SessionNetworkId) => networkKey(networkId, 'job-statuses'),
  titlesAndShifts: (networkId: SessionNetworkId) => networkKey(networkId, 'job-titles-and-shifts'),
  units: (networkId: SessionNetworkId, hospitalId: string) => networkKey(networkId, 'job-units', hospitalId),
  approvers: (networkId: SessionNetworkId, hospitalId: string) => [...jobApproversKey(networkId), hospitalId] as const,
  hospitalDetails: hospitalDetailsKey,
};
