import { expect, test, type Page } from '@playwright/test';
import { callPath } from '@portal/domain/api/call';
import { getDashboardHeadCount, HeadCount } from '@portal/domain/api/dashboard';
import { DashboardPage } from '../pages/dashboard-page';
import { measureConsistently } from '../support/consistent';
import { DEMO } from '../support/demo-accounts';
import { rankedChartNames } from '../support/ranked-chart';
import { WIDTHS } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const PAGE_SIZE = 24;

/**
 * The list's total as it stands: as its pagination says when there is more than a page, else the
 * cards of its single page. The list first shows its stored state, then the link's filter.
 */
const listTotal = async (page: Page): Promise<number> => {
  const [showing] = await page.getByText(/^Showing \d+–\d+ of \d+$/).allTextContents();
  if (showing) return Number(/of (\d+)$/.exec(showing)?.[1]);
  const shown = await page.getByRole('link', { name: /^Open / }).count();
  // A full page without its pagination is a list still settling.
  return shown < PAGE_SIZE ? shown : Number.NaN;
};

const WITH_LIST = ['On Assignment', 'Starting in 14 Days', 'Ending in 14 Days', 'Open Jobs', 'Candidates to Review'];

test("each home tile's number is the total of the list it opens", async ({ page }) => {
  // Home and a list, five times over.
  test.slow();
  await openSignedIn(page, DEMO.admin);
  const home = new DashboardPage(page);
  await home.expectLoaded();
  const labels = (await home.tileCounts()).map((tile) => tile.label).filter((label) => WITH_LIST.includes(label));
  expect(labels).toEqual(WITH_LIST);

  for (const label of WITH_LIST) {
    // Another test's write between reading the tile and the list: both are read again.
    await measureConsistently(async () => {
      await page.goto('/');
      await home.expectLoaded();
      const tile = (await home.tileCounts()).find((each) => each.label === label)!;
      await home.card(new RegExp(`^${label}: `)).click();
      await expect(page).not.toHaveURL((url) => url.pathname === '/');
      await expect.poll(() => listTotal(page), { message: `${label} opens ${page.url()}`, timeout: 10_000 }).toBe(tile.count);
    });
  }
});

for (const width of WIDTHS) {
  test(`at ${width} px Home's Head Count names each title whole, as the server counted them`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === callPath(getDashboardHeadCount));
    await openSignedIn(page, DEMO.admin);
    const { byTitle } = HeadCount.parse(await (await answered).json());
    const chart = page.getByRole('region', { name: 'Head Count' });
    const drawn = await rankedChartNames(chart);
    // The largest titles, then the rest as one 'Other' row.
    const expected = [...byTitle.slice(0, 8).map((row) => row.name), ...(byTitle.length > 8 ? ['Other'] : [])];
    expect(drawn.map((name) => name.name)).toEqual(expected);
    for (const { name, inside } of drawn) expect(inside, name).toBe(true);
  });
}
