import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { InsightsPage } from '../pages/insights-page';
import { NetworkSelectionPage } from '../pages/network-selection-page';
import { DEMO } from '../support/demo-accounts';
import { pdfText } from '@portal/api/test-support/pdf-text';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const HEADCOUNT = 'Headcount on Assignment';

test('an admin opens the catalogue and a report by hospital, copies its link, and downloads it as CSV, XLSX and PDF', async ({ page, browser }) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, DEMO.admin, '/insights/reports');
  const insights = new InsightsPage(page);
  await insights.expectCatalogue();
  await expect(insights.card(HEADCOUNT).locator('svg').first()).toBeVisible();
  await checkScreen(page, 'insights-catalogue');

  await insights.search('compliance');
  await expect(page.getByRole('article')).toHaveCount(1);
  await insights.search('headcount');
  await insights.card(HEADCOUNT).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: HEADCOUNT })).toBeVisible();
  await insights.settled();

  // A hospital: every row is that hospital's, and the chart draws the months the table holds.
  const [hospital] = await insights.hospitalNames();
  await insights.chooseHospital(hospital!);
  await expect(page).toHaveURL(/hospitalId=/);
  expect(new Set(await insights.column(2))).toEqual(new Set([hospital]));
  const months = [...new Set(await insights.column(1))];
  expect(await insights.chartLabels()).toEqual(months);
  await checkScreen(page, 'insights-report');

  // The copied link opens the same report with the same filters for someone else's browser.
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied. It opens this report with its filters.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  const rows = await insights.column(3);
  const other = await browser.newContext();
  const second = await other.newPage();
  await openSignedIn(second, DEMO.admin, new URL(link).pathname + new URL(link).search);
  const reopened = new InsightsPage(second);
  await expect(reopened.hospital()).toHaveText(hospital!);
  expect(await reopened.column(3)).toEqual(rows);
  await other.close();

  // The files hold the table.
  const csv = await insights.download('CSV');
  expect(csv.name).toMatch(/^ClientPortal_HeadcountonAssignment_\d{8}_\d{6}\.csv$/);
  const csvText = csv.bytes.toString('utf8');
  expect(csvText).toContain('Month,Hospital,Unit,Headcount');
  expect(csvText.trim().split('\r\n')).toHaveLength(rows.length + 1);
  const xlsx = await insights.download('XLSX');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes.buffer.slice(xlsx.bytes.byteOffset, xlsx.bytes.byteOffset + xlsx.bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Month', 'Hospital', 'Unit', 'Headcount']);
  expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe(hospital);
  const pdf = await insights.download('PDF');
  expect(pdf.name).toMatch(/^ClientPortal_HeadcountonAssignment_\d{8}_\d{6}\.pdf$/);
  const text = pdfText(pdf.bytes);
  expect(text).toContain(HEADCOUNT);
  expect(text).toContain(`Hospital: ${hospital}`);
});

test('an unknown report id shows the invalid-link page', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/insights/reports/no-such-report');
  await expect(page.getByText(/the link you have provided is invalid/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Insights Reports' })).toBeVisible();
});

test('Lakeside, whose insights flag is off, has no Insights', async ({ page }) => {
  await openSignedIn(page, DEMO.lakeside, '/dashboard');
  await expect(page.getByRole('link', { name: 'Insights Reports' })).toHaveCount(0);
  // SPEC.md §2: insights routes exist only with the insights flag.
  await page.goto('/insights/reports');
  await expect(page).toHaveURL(/\/404$/);
});

test('the insights financial report is the financial report in the insights shell', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/insights/financial-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights Financial Report' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'By Month' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Financial report by facility and unit' }).locator('tbody tr').first()).toBeVisible();
  await checkScreen(page, 'insights-financial-report');
});

test('the internal viewer sees the insights of the network it chose, without the spend report', async ({ page }) => {
  await openSignedIn(page, DEMO.viewer, '/');
  const selection = new NetworkSelectionPage(page);
  await selection.expectShown();
  await selection.choose('Northwind Health');
  await page.getByRole('link', { name: 'Insights Reports' }).click();
  const insights = new InsightsPage(page);
  await insights.expectCatalogue();
  await expect(insights.card(HEADCOUNT)).toBeVisible();
  // The spend report shows money: ViewFinances, which the internal viewer lacks.
  await expect(insights.card('Spend and Bill Rate')).toHaveCount(0);
  await insights.card(HEADCOUNT).getByRole('link').click();
  await insights.settled();
  expect((await insights.hospitalNames()).length).toBeGreaterThan(0);
});
