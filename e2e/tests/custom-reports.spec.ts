import { expect, test } from '@playwright/test';
import { CustomReportsPage } from '../pages/custom-reports-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const TIME_TO_FILL = 'Time to Fill by Title';

test('an admin builds, saves and shares a custom report; a General User opens it and pins two reports to the dashboard', async ({ page, browser }) => {
  // Two users, two screens checked at two widths and a dozen previews: long on a shared machine.
  test.setTimeout(420_000);
  const name = `Starts by month and hospital ${Date.now()}`;
  await openSignedIn(page, DEMO.admin, '/insights/custom-reports');
  const builder = new CustomReportsPage(page);
  await builder.expectLoaded();

  // Build: dataset, group-by, measures and chart type, with the live preview following each change.
  await builder.newStartsAndStopsReport(['Month', 'Hospital']);
  await page.getByRole('radio', { name: 'Line' }).check();
  await builder.expectPreviewColumns(['Month', 'Hospital', 'Starts', 'Stops']);
  await expect(builder.preview().locator('svg').first()).toBeVisible();
  // Grouped by month and hospital, the line chart draws each hospital's starts and stops, as the table reads, not their sum.
  const hospitals = [...new Set(await builder.preview().locator('tbody tr td:nth-child(2)').allTextContents())];
  expect(hospitals.length).toBeGreaterThan(1);
  await expect(builder.chartLegend()).toHaveText(hospitals.flatMap((hospital) => [`${hospital} · Starts`, `${hospital} · Stops`]));
  await expect(builder.chartLines()).toHaveCount(hospitals.length * 2);

  // Validation: a name is required, and so is a group-by.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a name for the report.')).toBeVisible();
  await builder.setField('Group by', 'Month', false);
  await builder.setField('Group by', 'Hospital', false);
  await expect(page.getByText('Choose at least one field to group by.').first()).toBeVisible();
  await builder.setField('Group by', 'Month', true);
  await builder.setField('Group by', 'Hospital', true);
  await builder.nameAndShare(name);
  await builder.expectPreviewColumns(['Month', 'Hospital', 'Starts', 'Stops']);
  await checkScreen(page, 'custom-report-builder');
  await builder.save();

  // The list: duplicate makes a private copy, delete asks first.
  const saved = builder.savedReport(name);
  await expect(saved.getByText('Shared')).toBeVisible();
  await saved.getByRole('button', { name: `Duplicate ${name}` }).click();
  const copy = builder.savedReport(`Copy of ${name}`);
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Shared')).toHaveCount(0);
  await checkScreen(page, 'custom-reports');
  await builder.deleteReport(`Copy of ${name}`);
  await expect(copy).toHaveCount(0);

  // Edit: the builder opens with the saved shape; the change and the filters saved with it show in the viewer.
  await saved.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(builder.group('Group by').getByRole('checkbox', { name: 'Hospital' })).toBeChecked();
  await page.getByRole('radio', { name: 'Bar' }).check();
  // The portal's date picker, as on every other page: a half-typed day says what is wrong.
  await expect(builder.filters().locator('input[type="date"]')).toHaveCount(0);
  await builder.typeDay('From', '01/01');
  await expect(builder.filters().getByText('Enter a valid date (MM/dd/yyyy)')).toBeVisible();
  await builder.typeDay('From', '01/01/2025');
  await expect(builder.filters().getByText('Enter a valid date (MM/dd/yyyy)')).toHaveCount(0);
  await builder.expectPreviewColumns(['Month', 'Hospital', 'Starts', 'Stops']);
  await builder.save();
  const link = await saved.getByRole('link', { name: `Open ${name}` }).getAttribute('href');
  expect(link).toMatch(/^\/insights\/reports\/[0-9a-f-]{36}$/);

  // A General User of the network opens the shared report in the viewer.
  const other = await browser.newContext();
  const general = await other.newPage();
  await openSignedIn(general, DEMO.general, link!);
  await expect(general.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(general.getByRole('table', { name: /table$/ }).getByRole('columnheader')).toHaveText(['Month', 'Hospital', 'Starts', 'Stops']);
  await expect(new CustomReportsPage(general).dateField('From').locator('input')).toHaveValue('01/01/2025');
  // Start from an empty dashboard, so a rerun of this test pins the same two reports.
  const dashboard = new CustomReportsPage(general);
  await dashboard.clearDashboard();
  await dashboard.pinToDashboard();
  await general.goto('/insights/reports/time-to-fill-by-title');
  await dashboard.pinToDashboard();

  // The dashboard: both cards with their charts, rearranged from the keyboard, the order kept on the server.
  await general.getByRole('link', { name: 'Insights Dashboard' }).first().click();
  await expect(dashboard.dashboardCards()).toHaveCount(2);
  expect(await dashboard.dashboardTitles()).toEqual([name, TIME_TO_FILL]);
  await expect(dashboard.dashboardCards().nth(1).locator('svg').first()).toBeVisible();
  await general.getByRole('button', { name: `Move ${TIME_TO_FILL} up` }).focus();
  await general.keyboard.press('Enter');
  // The pins' toast may still show: the new order on the page is what says the move was saved.
  await expect.poll(() => dashboard.dashboardTitles()).toEqual([TIME_TO_FILL, name]);
  await expect(general.getByText('Your dashboard has been updated.')).toBeVisible();
  await general.reload();
  await expect(dashboard.dashboardCards()).toHaveCount(2);
  expect(await dashboard.dashboardTitles()).toEqual([TIME_TO_FILL, name]);
  await expect(dashboard.dashboardCards().first().locator('svg').first()).toBeVisible();
  // The card of the report drawn per hospital has no room for a legend of a dozen series: its page has it.
  const custom = dashboard.dashboardCards().filter({ hasText: name });
  await expect(custom.locator('svg').first()).toBeVisible();
  await expect(custom.locator('.MuiChartsLegend-root')).toHaveCount(0);
  await checkScreen(general, 'insights-dashboard');
  await other.close();
});

test('a General User, who lacks ViewCustomReports, cannot open the builder', async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/insights/custom-reports');
  await expect(page).toHaveURL(/\/403$/);
});
