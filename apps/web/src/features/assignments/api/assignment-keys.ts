import type { AssignmentListKind, AssignmentListRequest } from '../list-kinds';

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: (kind: AssignmentListKind, networkId: string | undefined, request: AssignmentListRequest) =>
    ['assignments', kind, 'list', networkId, request] as const,
  counts: (kind: AssignmentListKind, networkId: string | undefined, options: AssignmentListRequest['options']) =>
    ['assignments', kind, 'counts', networkId, options] as const,
  statuses: ['assignments', 'statuses'] as const,
};
