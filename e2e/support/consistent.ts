import { expect } from '@playwright/test';

/**
 * The projects run in parallel, and other tests add jobs, decide candidates and answer extension
 * offers in the same demo network at any moment. A test that compares a count with another reading
 * (a tile with its list, a total with the export) takes both readings again, from the start, when
 * another test's write landed between them: what it proves holds for one state of the data.
 */
export const measureConsistently = (measure: () => Promise<void>, timeout = 90_000) =>
  expect(measure).toPass({ intervals: [500, 1_000, 2_000], timeout });
