import type { CandidateListRequest } from '@portal/domain/api/candidate-list';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/**
 * Query keys of the candidate screens, per network like every tenant query: a decision invalidates
 * `all` (every list, count and details). The lookups (statuses, documents) sit outside it.
 */
export const candidateKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'candidates'),
  list: (networkId: SessionNetworkId, request: CandidateListRequest) => [...candidateKeys.all(networkId), 'list', request] as const,
  filterCounts: (networkId: SessionNetworkId, options: CandidateListRequest['options']) =>
    [...candidateKeys.all(networkId), 'filter-counts', options] as const,
  details: (networkId: SessionNetworkId, dealId: string) => [...candidateKeys.all(networkId), 'details', dealId] as const,
  /** Under `all`, so a decision refreshes it; a download invalidates `histories`. */
  history: (networkId: SessionNetworkId, dealId: string) => [...candidateKeys.histories(networkId), dealId] as const,
  histories: (networkId: SessionNetworkId) => [...candidateKeys.all(networkId), 'history'] as const,
  documents: (networkId: SessionNetworkId, dealId: string) => networkKey(networkId, 'candidate-documents', dealId),
  statuses: (networkId: SessionNetworkId) => networkKey(networkId, 'candidate-statuses'),
};
