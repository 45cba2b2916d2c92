import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, PAGINATION_ALL_PAGES_UP_TO } from '../limits';
import { clampPage, pageCount, pageSlots, shownRows } from './pagination';

describe('pagination rule of SPEC.md §9', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(PAGINATION_ALL_PAGES_UP_TO).toBe(7);
    expect(pageSlots(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(1, 1)).toEqual([1]);
  });

  it('uses ellipses from 8 pages on, keeping first, last and the current page with its neighbours', () => {
    expect(pageSlots(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(pageSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(pageSlots(5, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
    expect(pageSlots(8, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
    expect(pageSlots(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('keeps the same number of slots wherever the user is', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageSlots(page, 30)).toHaveLength(PAGINATION_ALL_PAGES_UP_TO);
  });

  it('has no slots without rows and treats an out-of-range page as the nearest one', () => {
    expect(pageSlots(1, 0)).toEqual([]);
    expect(pageSlots(99, 8)).toEqual(pageSlots(8, 8));
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('counts pages and the rows shown', () => {
    expect(pageCount(0, PAGE_SIZE.assigned)).toBe(0);
    expect(pageCount(24, PAGE_SIZE.assigned)).toBe(1);
    expect(pageCount(25, PAGE_SIZE.assigned)).toBe(2);
    expect(shownRows(2, 24, 30)).toEqual({ from: 25, to: 30 });
    expect(shownRows(1, 24, 0)).toEqual({ from: 0, to: 0 });
  });
});
