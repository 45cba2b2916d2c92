import { networkKey, type SessionNetworkId } from '@/lib/query-keys';
import { assignmentListsKey } from '@/lib/shared-query-keys';
import type { AssignmentListKind, AssignmentListRequest } from '../list-kinds';

export const assignmentKeys = {
  list: (kind: AssignmentListKind, networkId: SessionNetworkId, request: AssignmentListRequest) =>
    [...assignmentListsKey(networkId), kind, 'list', request] as const,
  counts: (kind: AssignmentListKind, networkId: SessionNetworkId, options: AssignmentListRequest['options']) =>
    [...assignmentListsKey(networkId), kind, 'counts', options] as const,
  statuses: (networkId: SessionNetworkId) => [...assignmentListsKey(networkId), 'statuses'] as const,
};

/** Which list a details page was opened from; it decides the call (SPEC.md §2). */
export type DetailsSource = 'assigned' | 'startsStops';

const root = (networkId: SessionNetworkId) => networkKey(networkId, 'assignmentDetails');

/** Query keys of one assignment's details page, per network like every tenant query. */
export const assignmentDetailsKeys = {
  /** The details of every assignment, from either list: what a change to one makes stale. */
  allDetails: (networkId: SessionNetworkId) => [...root(networkId), 'details'] as const,
  details: (networkId: SessionNetworkId, source: DetailsSource, dealId: string) =>
    [...assignmentDetailsKeys.allDetails(networkId), source, dealId] as const,
  clientWorkOrders: (networkId: SessionNetworkId, dealId: string) => [...root(networkId), 'clientWorkOrders', dealId] as const,
  documents: (networkId: SessionNetworkId, dealId: string) => [...root(networkId), 'documents', dealId] as const,
  protocol: (networkId: SessionNetworkId, dealId: string) => [...root(networkId), 'protocol', dealId] as const,
  /** Every assignment's History: what a change or a download makes stale. */
  histories: (networkId: SessionNetworkId) => [...root(networkId), 'history'] as const,
  history: (networkId: SessionNetworkId, dealId: string) => [...assignmentDetailsKeys.histories(networkId), dealId] as const,
  unitManagers: (networkId: SessionNetworkId, dealId: string) => [...root(networkId), 'unitManagers', dealId] as const,
  evaluation: (networkId: SessionNetworkId, dealId: string) => [...root(networkId), 'evaluation', dealId] as const,
};
