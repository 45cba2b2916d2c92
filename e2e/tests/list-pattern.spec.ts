import { expect, test, type Page } from '@playwright/test';
import { AssignedPage } from '../pages/assigned-page';
import { measureConsistently } from '../support/consistent';
import { DEMO } from '../support/demo-accounts';
import { keepScreenshot, layoutSettled } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const DETAILS = /\/assigned\/[0-9a-f-]{36}$/;

test('a table row is a real link: Ctrl+click opens its details in a new tab, a plain click in this one', async ({ page, context }) => {
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  await assigned.expectLoaded();
  await assigned.showAsList();

  const first = assigned.rowLinks().first();
  const name = (await first.textContent()) ?? '';
  await expect(first).toHaveAttribute('href', DETAILS);
  const [tab] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(DETAILS);
  await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/assigned(\?|$)/);

  // Anywhere on the row, not only on the name.
  await assigned.table().locator('tbody tr').first().getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(DETAILS);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(context.pages()).toHaveLength(2);
});

test('a filtered, sorted page 2 of Assigned opens the same from its URL in a new browser', async ({ page, browser }) => {
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  await assigned.expectLoaded();
  await assigned.showAsList();
  // A second status: more rows than On Assignment alone, so there is still a page 2.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Extension Offered' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=Extension\+Offered/);
  await assigned.sortBy('Last Name (Z-A)');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  const rows = await assigned.rowLinks().allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  const url = page.url();
  expect(new URL(url).searchParams.getAll('status')).toEqual(['On Assignment', 'Extension Offered']);

  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fresh = await other.newPage();
  await openSignedIn(fresh, DEMO.admin, url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(fresh).toHaveURL(url);
  const reopened = new AssignedPage(fresh);
  // Another test answering an extension offer may move a row meanwhile: then both pages are read again.
  await measureConsistently(async () => {
    if (!(await reopened.rowLinks().allTextContents()).every((row, i) => row === rows[i])) {
      await page.reload();
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
      await expect(assigned.rowLinks().first()).toBeVisible();
      rows.splice(0, rows.length, ...(await assigned.rowLinks().allTextContents()));
      await fresh.reload();
    }
    await expect(reopened.rowLinks()).toHaveText(rows, { timeout: 5_000 });
  });
  await expect(fresh.getByRole('button', { name: 'Sort by Last Name (Z-A)' })).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await other.close();
});

test('at 1280 x 800 the Starts / Stops table shows Name, Start Date and End Date without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, DEMO.admin, '/starts-stops');
  await expect(page.getByRole('heading', { level: 1, name: 'Starts / Stops' })).toBeVisible();
  await page.getByRole('button', { name: 'List view' }).click();
  const table = page.getByRole('table', { name: 'Assignments' });
  for (const header of ['Name', 'Start Date', 'End Date']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await keepScreenshot(page, 'starts-stops-table-1280.png');
});

test('a column hidden from the Columns menu stays hidden after a reload', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  await assigned.expectLoaded();
  await assigned.showAsList();
  await expect(assigned.columnHeaders().filter({ hasText: /^Shift$/ })).toHaveCount(1);
  await assigned.toggleColumn('Shift');
  await expect(assigned.columnHeaders().filter({ hasText: /^Shift$/ })).toHaveCount(0);

  await page.reload();
  await expect(assigned.table()).toBeVisible();
  await expect(assigned.columnHeaders().filter({ hasText: /^Unit$/ })).toHaveCount(1);
  await expect(assigned.columnHeaders().filter({ hasText: /^Shift$/ })).toHaveCount(0);
});

/** The list controls' boxes (each direct child of the toolbar that is shown), in their order. */
const toolbarBoxes = (page: Page) =>
  page.getByRole('group', { name: 'List controls' }).evaluate((toolbar) =>
    [...toolbar.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom, middle: (box.top + box.bottom) / 2 })),
  );

for (const path of ['/candidates', '/assigned', '/jobs']) {
  test(`the ${path} toolbar is one row at 1280 x 800 and wraps sensibly at 390`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, DEMO.admin, path);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
    const wide = await toolbarBoxes(page);
    expect(wide.length).toBeGreaterThanOrEqual(4);
    // One row: every control is centred on the search's line, left to right in the shared order.
    for (const box of wide) expect(Math.abs(box.middle - wide[0]!.middle)).toBeLessThan(4);
    for (let i = 1; i < wide.length; i++) expect(wide[i]!.left).toBeGreaterThan(wide[i - 1]!.right);

    await page.setViewportSize({ width: 390, height: 844 });
    await layoutSettled(page, 390);
    const narrow = await toolbarBoxes(page);
    // The search has its own row; everything stays on screen and nothing overlaps.
    expect(narrow.slice(1).every((box) => box.top >= narrow[0]!.bottom)).toBe(true);
    for (const box of narrow) expect(box.right).toBeLessThanOrEqual(390);
    for (let i = 1; i < narrow.length; i++) {
      const [before, box] = [narrow[i - 1]!, narrow[i]!];
      expect(box.top >= before.bottom - 1 || box.left >= before.right).toBe(true);
    }
  });
}
