import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/domain/access/feature-flags';
import { getAssignedList, getStartsStopsList } from '@portal/domain/api/assigned';
import { getDashboardHeadCount, getDashboardOnAssignment, getDashboardStaffingForecast, type DashboardSummary } from '@portal/domain/api/dashboard';
import { getJobs } from '@portal/domain/api/job-list';
import { HOME_TILES, homeTileHref, type HomeTile } from '@portal/domain/lists/home-tiles';
import { callAs } from '../../test-support/call-as';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNIFIED = { ...FEATURE_FLAGS, unifiedJobExperience: true };

/** What the list page the tile's link opens asks for: the link's query parameters as its starting filter. */
const listTotal = async (tile: HomeTile, hospital?: string): Promise<number> => {
  const link = new URL(homeTileHref(tile, UNIFIED, hospital), 'http://portal.test').searchParams;
  const options = {
    statuses: [link.get('statuses')],
    ...(link.get('hospitals') ? { hospitalRequests: [link.get('hospitals')] } : {}),
  };
  if (tile.list === 'assigned') return (await callAs(t, DEMO.admin, getAssignedList, { options })).json().count;
  if (tile.list === 'startsStops') {
    const windowed = { ...options, NextNDays: Number(link.get('window')), NextNDateType: link.get('dateType') };
    return (await callAs(t, DEMO.admin, getStartsStopsList, { options: windowed })).json().count;
  }
  if (tile.list === 'jobs') return (await callAs(t, DEMO.admin, getJobs, { options })).json().jobsCount;
  throw new Error(`No list call for ${tile.list} yet`);
};

const summaryOf = async (hospital?: string): Promise<DashboardSummary> =>
  (await callAs(t, DEMO.admin, getDashboardOnAssignment, { options: hospital ? { hospital } : {} })).json();

/** The candidate list has no call yet (a later screen family), so its tile is checked once it has. */
const LISTED_TILES = HOME_TILES.filter((tile) => tile.list !== 'candidates');

describe('home tiles count the rows of the list they open', () => {
  it.each(LISTED_TILES)('$id equals the total of its list, over every hospital and over one', async (tile) => {
    const summary = await summaryOf();
    expect(summary[tile.id]).toBeGreaterThan(0);
    expect(await listTotal(tile)).toBe(summary[tile.id]);

    const heads = (await callAs(t, DEMO.admin, getDashboardHeadCount, {})).json();
    const busiest = [...heads.byHospital].sort((a, b) => b.count - a.count)[0].hospitalId;
    expect(await listTotal(tile, busiest)).toBe((await summaryOf(busiest))[tile.id]);
  });

  it("takes the forecast's first point today, so it is the On Assignment tile's count, as the head count is", async () => {
    const summary = await summaryOf();
    const { weeks } = (await callAs(t, DEMO.admin, getDashboardStaffingForecast, {})).json();
    expect(weeks[0].onAssignment).toBe(summary.onAssignment);
    expect((await callAs(t, DEMO.admin, getDashboardHeadCount, {})).json().total).toBe(summary.onAssignment);
    // Later weeks add those Assigned as they start and drop those whose assignment has ended.
    expect(weeks.some((week: { onAssignment: number }) => week.onAssignment !== summary.onAssignment)).toBe(true);
  });
});
