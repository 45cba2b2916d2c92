import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../support/demo-accounts';
import { downloadFrom, downloadFromMenu } from '../support/download';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

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

test('Human Resources has neither report', async ({ page }) => {
  await openSignedIn(page, DEMO.hr, '/FinancialReport');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/403$/);
});
