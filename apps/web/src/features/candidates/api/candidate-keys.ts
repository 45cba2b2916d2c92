import type { CandidateListRequest } from '@portal/domain/api/candidate-list';

/**
 * Query keys of the candidate screens, per network like every tenant query: a decision invalidates
 * `all` (every list, count and details). The lookups (statuses, decline reasons) sit outside it.
 */
export const candidateKeys = {
  all: ['candidates'] as const,
  list: (networkId: string | undefined, request: CandidateListRequest) => [...candidateKeys.all, networkId, 'list', request] as const,
  filterCounts: (networkId: string | undefined, options: CandidateListRequest['options']) =>
    [...candidateKeys.all, networkId, 'filter-counts', options] as const,
  details: (networkId: string | undefined, dealId: string) => [...candidateKeys.all, networkId, 'details', dealId] as const,
  /** Under `all`, so a decision refreshes it; a download invalidates `histories`. */
  history: (networkId: string | undefined, dealId: string) => [...candidateKeys.histories(), networkId, dealId] as const,
  histories: () => [...candidateKeys.all, 'history'] as const,
  documents: (networkId: string | undefined, dealId: string) => ['candidate-documents', networkId, dealId] as const,
  statuses: () => ['candidate-statuses'] as const,
};
