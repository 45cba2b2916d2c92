import { expect, test, type Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { typeIntoDatePicker } from '../support/date-picker';
import { DEMO } from '../support/demo-accounts';
import { downloadFrom, downloadFromMenu } from '../support/download';
import { checkScreen, keepScreenshot, WIDTHS } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { rankedChartNames } from '../support/ranked-chart';

test('the financial report shows its charts and table, filters, and exports the detail and the summary', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.finance, '/FinancialReport');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Financial Report', exact: true })).toHaveAttribute('href', '/FinancialReport');
  const byMonth = page.getByRole('region', { name: 'By Month' });
  await expect(byMonth.locator('svg').first()).toBeVisible();
  await expect(byMonth.getByText('Balance Due')).toBeVisible();
  expect(await byMonth.locator('svg path, svg rect').count()).toBeGreaterThan(10);
  const table = page.getByRole('table', { name: 'Financial report by facility and unit' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await checkScreen(page, 'financial-report');

  const total = page.getByText(/^[\d,]+ invoices · Amount/);
  const before = await total.textContent();
  await page.getByRole('combobox', { name: 'Facilities' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(total).not.toHaveText(before ?? '');

  const detail = await downloadFromMenu(page, page.getByRole('button', { name: 'Detail Report', exact: true }), 'CSV');
  expect(detail.name).toMatch(/^ClientPortal_FinancialDetailReport_\d{8}_\d{6}\.csv$/);
  expect(detail.bytes.toString('utf8')).toContain('Invoice #,Invoice Date,Facility,Unit,Clinician,Week Of');
  const summary = await downloadFromMenu(page, page.getByRole('button', { name: 'Summary Report', exact: true }), 'XLSX');
  expect(summary.name).toMatch(/^ClientPortal_FinancialSummaryReport_\d{8}_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(summary.bytes.buffer.slice(summary.bytes.byteOffset, summary.bytes.byteOffset + summary.bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Month', 'Facility', 'Unit', 'Invoices', 'Amount', 'Balance Due']);
});

for (const width of WIDTHS) {
  test(`at ${width} px the financial report's date fields show the whole date, and a half-typed one says what is wrong`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openSignedIn(page, DEMO.finance, '/FinancialReport');
    const start = page.getByRole('group', { name: 'Start Date' });
    // Month and day typed, the year not: the field says what is wrong, not only red.
    await typeIntoDatePicker(page, start, '02/03');
    await expect(page.getByText('Enter a valid date (MM/dd/yyyy)')).toBeVisible();
    await typeIntoDatePicker(page, start, '01/15/2025');
    await expect(page.getByText('Enter a valid date (MM/dd/yyyy)')).toHaveCount(0);
    await expect(start.locator('input')).toHaveValue('01/15/2025');
    // The date's sections end inside the field, before its clear and calendar buttons.
    const sections = start.locator('.MuiPickersSectionList-root');
    expect(await sections.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    const [yearRight, buttonLeft] = await Promise.all([
      start.getByRole('spinbutton', { name: 'Year' }).evaluate((year) => year.getBoundingClientRect().right),
      page.getByRole('button', { name: /choose date/i }).first().evaluate((button) => button.getBoundingClientRect().left),
    ]);
    expect(yearRight).toBeLessThanOrEqual(buttonLeft);
    await keepScreenshot(page, `financial-report-dates-${width}.png`);
  });
}

test('Metrics shows the bill-rate report with its filters, chart and table, and downloads it', async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Metrics' })).toHaveAttribute('href', '/reports');
  const table = page.getByRole('table', { name: 'Bill rates by title, unit and state' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Highest average bill rates' }).locator('svg').first()).toBeVisible();
  await checkScreen(page, 'metrics');

  await page.getByRole('combobox', { name: 'States' }).click();
  const state = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(table.locator('tbody tr td:nth-child(3)').first()).toHaveText(state);
  const states = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(new Set(states)).toEqual(new Set([state]));

  const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Download', exact: true }).click());
  expect(file.name).toMatch(/^ClientPortal_BillRateReport_\d{8}_\d{6}\.csv$/);
  const csv = file.bytes.toString('utf8');
  expect(csv).toContain('Title,Unit,State,Jobs,Lowest,Average,Highest');
});

/**
 * Checks that a ranked chart draws each of its names whole (its lines joined back by a space) and
 * inside the chart, each being a row of the table: its first `columns` cells joined by ' · '.
 */
const expectNamesWhole = async (chart: Locator, table: Locator, columns: number) => {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs, count) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, count).map((td) => td.textContent).join(' · ')), columns);
  const drawn = await rankedChartNames(chart);
  expect(drawn.length).toBeGreaterThan(0);
  for (const { name, inside } of drawn) {
    expect(rows).toContain(name);
    expect(inside, name).toBe(true);
  }
};

for (const width of WIDTHS) {
  test(`at ${width} px the reports' ranked charts show each name whole: Metrics its state, the financial report its unit`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openSignedIn(page, DEMO.finance, '/reports');
    await expectNamesWhole(page.getByRole('region', { name: 'Highest average bill rates' }), page.getByRole('table', { name: 'Bill rates by title, unit and state' }), 3);
    await keepScreenshot(page, `metrics-names-${width}.png`, { fullPage: true });
    await page.goto('/FinancialReport');
    await expectNamesWhole(page.getByRole('region', { name: 'By Facility and Unit' }), page.getByRole('table', { name: 'Financial report by facility and unit' }), 2);
    await keepScreenshot(page, `financial-report-units-${width}.png`, { fullPage: true });
  });
}

test('Human Resources has neither report', async ({ page }) => {
  await openSignedIn(page, DEMO.hr, '/FinancialReport');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/403$/);
});
