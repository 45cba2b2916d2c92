import type { SessionNetworkId } from '@/lib/query-keys';
import { assignmentListsKey } from '@/lib/shared-query-keys';
import type { AssignmentListKind, AssignmentListRequest } from '../list-kinds';

export const assignmentKeys = {
  list: (kind: AssignmentListKind, networkId: SessionNetworkId, request: AssignmentListRequest) =>
    [...assignmentListsKey(networkId), kind, 'list', request] as const,
  counts: (kind: AssignmentListKind, networkId: SessionNetworkId, options: AssignmentListRequest['options']) =>
    [...assignmentListsKey(networkId), kind, 'counts', options] as const,
  statuses: (networkId: SessionNetworkId) => [...assignmentListsKey(networkId), 'statuses'] as const,
};
