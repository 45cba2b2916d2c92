import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_RETRY } from '@portal/domain/limits';
import { hasStatus } from './api-error';
import { reportError } from './report-error';

/** Retries up to `limit` times, and only failures that carry a status (SPEC.md §8, §9). */
export const retryWithStatus =
  (limit: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < limit && hasStatus(error);

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, `query ${JSON.stringify(query.queryKey)}`),
    }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MS,
        retry: retryWithStatus(QUERY_RETRY),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
