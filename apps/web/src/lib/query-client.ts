import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_RETRY } from '@portal/domain/limits';
import { ApiRequestError, hasStatus } from './api-error';
import { reportError } from './report-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** SPEC.md §8's reported text of this query's failure ('Get jobs failed'). */
      failure?: string;
      /** SPEC.md §8's text a list fetch failure raises ('Error fetching jobs!'), reported with the failure as its cause. */
      raises?: string;
    };
  }
}

/** Retries up to `limit` times, and only failures that carry a status (SPEC.md §8, §9). */
export const retryWithStatus =
  (limit: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < limit && hasStatus(error);

/** The longest a query waits before a retry, whatever a server's Retry-After says. */
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * TanStack's doubling delay (1 s, 2 s, …), unless the server said when to come back: a 503 while
 * the database restarts carries Retry-After, and retrying after it outlasts a short outage.
 */
export const retryDelay = (failureCount: number, error: unknown): number =>
  Math.min(error instanceof ApiRequestError && error.retryAfterMs ? error.retryAfterMs : 1_000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { failure, raises } = query.meta ?? {};
        reportError(raises ? new Error(raises, { cause: error }) : error, failure ?? `query ${JSON.stringify(query.queryKey)}`);
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_MS,
        retry: retryWithStatus(QUERY_RETRY),
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
