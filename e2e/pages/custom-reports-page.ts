import { expect, type Page } from '@playwright/test';

/** The custom reports builder and list (/insights/custom-reports) and the insights dashboard (/insights/dashboard). */
export class CustomReportsPage {
  constructor(private readonly page: Page) {}

  readonly savedReports = () => this.page.getByRole('list', { name: 'Saved reports' });
  readonly savedReport = (name: string) => this.savedReports().getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  readonly preview = () => this.page.getByRole('region', { name: 'Preview' });
  readonly group = (legend: string) => this.page.getByRole('group', { name: legend });
  readonly dashboardCards = () => this.page.getByRole('region', { name: 'Pinned reports' }).getByRole('article');

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

  async dashboardTitles(): Promise<string[]> {
    return this.dashboardCards().getByRole('heading').allTextContents();
  }
}
