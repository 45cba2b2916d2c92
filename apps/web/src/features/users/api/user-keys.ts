import type { UserSearchQuery } from '@portal/domain/api/users';

/** Query keys of user maintenance: a change invalidates `all`, every section, count and history with it. */
export const userKeys = {
  all: ['users'] as const,
  list: (networkId: string, query: UserSearchQuery) => [...userKeys.all, 'list', networkId, query] as const,
  types: (networkId: string) => [...userKeys.all, 'types', networkId] as const,
  history: (userId: string) => [...userKeys.all, 'history', userId] as const,
};

