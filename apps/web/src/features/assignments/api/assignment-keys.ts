import { ASSIGNMENT_LISTS_KEY } from '@/lib/shared-query-keys';
import type { AssignmentListKind, AssignmentListRequest } from '../list-kinds';

export const assignmentKeys = {
  list: (kind: AssignmentListKind, networkId: string | undefined, request: AssignmentListRequest) =>
    [...ASSIGNMENT_LISTS_KEY, kind, 'list', networkId, request] as const,
  counts: (kind: AssignmentListKind, networkId: string | undefined, options: AssignmentListRequest['options']) =>
    [...ASSIGNMENT_LISTS_KEY, kind, 'counts', networkId, options] as const,
  statuses: [...ASSIGNMENT_LISTS_KEY, 'statuses'] as const,
};
