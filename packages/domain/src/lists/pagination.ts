import { PAGINATION_ALL_PAGES_UP_TO } from '../limits';

/** One slot of a numbered pagination: a page number or a gap standing for the pages left out. */
export type PageSlot = number | 'start-ellipsis' | 'end-ellipsis';

export const pageCount = (total: number, pageSize: number): number =>
  total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;

/** A stored or linked page number may outlive the data (rows removed, filters narrowed). */
export const clampPage = (page: number, count: number): number => Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The slots of SPEC.md §9's numbered pagination: every page when there are `allUpTo` or fewer,
 * otherwise first and last page, the current page's neighbours and ellipses for the rest. Past the
 * threshold the bar always has `allUpTo` slots, so it keeps its width while the user pages.
 */
export const pageSlots = (page: number, count: number, allUpTo = PAGINATION_ALL_PAGES_UP_TO): PageSlot[] => {
  if (count <= 0) return [];
  if (count <= allUpTo) return range(1, count);
  const current = clampPage(page, count);
  // First, last and two ellipses take four slots; the rest is the window round the current page.
  const window = Math.max(1, allUpTo - 4);
  const before = Math.floor((window - 1) / 2);
  const nearStart = allUpTo - 2;
  if (current <= nearStart - before) return [...range(1, nearStart), 'end-ellipsis', count];
  if (current >= count - nearStart + 1 + before) return [1, 'start-ellipsis', ...range(count - nearStart + 1, count)];
  const from = current - before;
  return [1, 'start-ellipsis', ...range(from, from + window - 1), 'end-ellipsis', count];
};

/** First and last row number shown on `page` (one-based), for 'Showing a–b of n'. */
export const shownRows = (page: number, pageSize: number, total: number): { from: number; to: number } => {
  if (total <= 0) return { from: 0, to: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
};
