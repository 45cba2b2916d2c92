import { expect, test } from '@playwright/test';
import { CustomReportsPage } from '../../pages/custom-reports-page';
import { InsightsPage } from '../../pages/insights-page';
import { ReportSchedulesPage } from '../../pages/report-schedules-page';
import { DEMO } from '../../support/demo-accounts';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';

/** Custom reports, the insights dashboard and report schedules on the embedded PGlite; /api/ready after each write. */

const TIME_TO_FILL = 'Time to Fill by Title';
const HEADCOUNT = 'Headcount on Assignment';

// The schedules list says a time in the browser's zone, named (docs/decisions/0123-schedule-times-in-the-browsers-zone.md).
test.use({ timezoneId: 'UTC' });

test('an admin saves, duplicates, deletes and edits a shared custom report; a General User pins it and a canned report and reorders the dashboard', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const name = `Starts by month ${Date.now()}`;
  await signIn(page, DEMO.admin, '/insights/custom-reports');
  const builder = new CustomReportsPage(page);
  await builder.expectLoaded();

  await builder.newStartsAndStopsReport(['Month']);
  await builder.expectPreviewColumns(['Month', 'Starts', 'Stops']);
  await builder.nameAndShare(name);
  await builder.save();
  await expectReady(request, baseURL);
  const saved = builder.savedReport(name);
  await expect(saved.getByText('Shared')).toBeVisible();

  await saved.getByRole('button', { name: `Duplicate ${name}` }).click();
  const copy = builder.savedReport(`Copy of ${name}`);
  await expect(copy).toBeVisible();
  await expectReady(request, baseURL);
  await builder.deleteReport(`Copy of ${name}`);
  await expect(copy).toHaveCount(0);
  await expectReady(request, baseURL);

  await saved.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(builder.group('Group by').getByRole('checkbox', { name: 'Month' })).toBeChecked();
  await page.getByRole('radio', { name: 'Bar' }).check();
  await builder.save();
  await expectReady(request, baseURL);
  const link = await saved.getByRole('link', { name: `Open ${name}` }).getAttribute('href');
  expect(link).toMatch(/^\/insights\/reports\/[0-9a-f-]{36}$/);

  const other = await browser.newContext({ baseURL });
  try {
    const general = await other.newPage();
    await signIn(general, DEMO.general, link!);
    await expect(general.getByRole('heading', { level: 1, name })).toBeVisible();
    // An empty dashboard to start from, so a retry pins the same two reports.
    const dashboard = new CustomReportsPage(general);
    await dashboard.clearDashboard();
    await dashboard.pinToDashboard();
    await expectReady(request, baseURL);
    await general.goto('/insights/reports/time-to-fill-by-title');
    await dashboard.pinToDashboard();
    await expectReady(request, baseURL);

    await general.getByRole('link', { name: 'Insights Dashboard' }).first().click();
    await expect(dashboard.dashboardCards()).toHaveCount(2);
    expect(await dashboard.dashboardTitles()).toEqual([name, TIME_TO_FILL]);
    await general.getByRole('button', { name: `Move ${TIME_TO_FILL} up` }).click();
    await expect.poll(() => dashboard.dashboardTitles()).toEqual([TIME_TO_FILL, name]);
    await expect(general.getByText('Your dashboard has been updated.')).toBeVisible();
    await expectReady(request, baseURL);
    await general.reload();
    await expect(dashboard.dashboardCards()).toHaveCount(2);
    expect(await dashboard.dashboardTitles()).toEqual([TIME_TO_FILL, name]);
  } finally {
    await other.close();
  }
});

test('an admin schedules an e-mail of a report, sent at once to the outbox, and cancels it', async ({ page, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.admin, '/insights/reports/headcount-by-hospital-unit?from=2025-01-01');
  await new InsightsPage(page).settled();
  const schedules = new ReportSchedulesPage(page);
  await schedules.open();
  await schedules.choose('Day of the week', 'Friday');
  await schedules.addRecipient('general', DEMO.general.email);
  await schedules.dialog().getByRole('checkbox', { name: 'Also send the first one now' }).check();
  await schedules.schedule();
  await expectReady(request, baseURL);

  // The first run writes the e-mails to the outbox (this server has no SMTP_URL) and its outcome.
  await page.getByRole('link', { name: 'Back to Insights Reports' }).click();
  // A retry finds the first attempt's schedule as well: whichever is cancelled, one fewer is left.
  const items = schedules.item(HEADCOUNT).filter({ hasText: 'Every Friday at 07:00 (UTC)' });
  const item = items.last();
  await expect(item).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText('Sent to 2 recipients', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectReady(request, baseURL);

  const scheduled = await items.count();
  await item.getByRole('button', { name: `Cancel the scheduled e-mail of ${HEADCOUNT}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Scheduled e-mail cancelled.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(items).toHaveCount(scheduled - 1);
});
