import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { HistoryPage } from '@portal/domain/api/history';

/**
 * The query options of a details page's History, a page at a time: `fetchPage` makes the page's
 * own history call with the cursor (`before`) of the page to read. Read afresh on each visit.
 */
export const historyPagesOptions = <K extends QueryKey>(
  queryKey: K,
  fetchPage: (before: number | undefined, signal: AbortSignal) => Promise<HistoryPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: HistoryPage) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
