import { expect, type Page } from '@playwright/test';
import { saveInsightDashboard } from '@portal/domain/api/custom-reports';
import { typeIntoDatePicker } from '../support/date-picker';
import { callAsPage } from '../support/portal-api';

/** The custom reports builder and list (/insights/custom-reports) and the insights dashboard (/insights/dashboard). */
export class CustomReportsPage {
  constructor(private readonly page: Page) {}

  readonly savedReports = () => this.page.getByRole('list', { name: 'Saved reports' });
  readonly savedReport = (name: string) => this.savedReports().getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  readonly preview = () => this.page.getByRole('region', { name: 'Preview' });
  readonly group = (legend: string) => this.page.getByRole('group', { name: legend });
  readonly filters = () => this.page.getByRole('region', { name: 'Report filters' });
  readonly dateField = (label: 'From' | 'To') => this.filters().getByRole('group', { name: label });
  /** The preview chart's legend entries, and the lines it draws (one per series). */
  readonly chartLegend = () => this.preview().locator('.MuiChartsLegend-root li');
  readonly chartLines = () => this.preview().locator('path[data-series-id]');
  readonly dashboardCards = () => this.page.getByRole('region', { name: 'Pinned reports' }).getByRole('article');

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Custom Reports' })).toBeVisible();
  }

  /** New Report on 'Starts and stops', grouped by `groupBy` instead of its default Week, with Stops measured beside Starts. */
  async newStartsAndStopsReport(groupBy: string[]) {
    await this.page.getByRole('button', { name: 'New Report' }).click();
    await this.chooseDataset('Starts and stops');
    await this.expectPreviewColumns(['Week', 'Starts']);
    await this.setField('Group by', 'Week', false);
    for (const field of groupBy) await this.setField('Group by', field, true);
    await this.setField('Measures', 'Stops', true);
  }

  /** Names the report in the builder and shares it with the user's network. */
  async nameAndShare(name: string) {
    await this.page.getByRole('textbox', { name: 'Report name' }).fill(name);
    await this.page.getByRole('switch', { name: 'Share with my network' }).check();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Report saved.')).toBeVisible();
  }

  /** Deletes a saved report, answering Yes to the question first. */
  async deleteReport(name: string) {
    await this.savedReport(name).getByRole('button', { name: `Delete ${name}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(this.page.getByText('Report deleted.')).toBeVisible();
  }

  /** Empties the signed-in user's dashboard with their own call and reloads, so a rerun pins the same reports. */
  async clearDashboard() {
    expect((await callAsPage(this.page, saveInsightDashboard, { body: { reportIds: [] } })).status).toBe(200);
    await this.page.reload();
  }

  /** On a report's viewer, pins it to the dashboard. */
  async pinToDashboard() {
    await this.page.getByRole('button', { name: 'Pin to Dashboard' }).click();
    await expect(this.page.getByRole('button', { name: 'Unpin from Dashboard' })).toBeVisible();
  }

  async chooseDataset(label: string) {
    await this.page.getByRole('combobox', { name: 'Dataset' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async setField(legend: string, label: string, on: boolean) {
    await this.group(legend).getByRole('checkbox', { name: label, exact: true }).setChecked(on);
  }

  /** Waits until the preview's table shows these column headers. */
  async expectPreviewColumns(labels: string[]) {
    await expect(this.preview().getByRole('progressbar')).toHaveCount(0);
    await expect(this.preview().getByRole('columnheader')).toHaveText(labels);
    await expect(this.preview().locator('tbody tr').first()).toBeVisible();
  }

  /** Types a day, or part of one, into a report filter's date picker. */
  async typeDay(label: 'From' | 'To', mmddyyyy: string) {
    await typeIntoDatePicker(this.page, this.dateField(label), mmddyyyy);
  }

  async dashboardTitles(): Promise<string[]> {
    return this.dashboardCards().getByRole('heading').allTextContents();
  }
}
