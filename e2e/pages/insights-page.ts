import { expect, type Page } from '@playwright/test';
import { callPath } from '@portal/domain/api/call';
import { runInsightReport } from '@portal/domain/api/insights';
import { downloadFromMenu } from '../support/download';

/** Where a report is computed: `Insights/Reports/{reportId}`. */
const REPORT_RUN = new RegExp(`^${callPath(runInsightReport).replace(':reportId', '[^/]+')}$`);

/** The insights catalogue (/insights/reports) and report viewer (/insights/reports/{reportId}). */
export class InsightsPage {
  constructor(private readonly page: Page) {}

  readonly card = (name: string) => this.page.getByRole('article', { name });
  readonly table = () => this.page.getByRole('table', { name: /table$/ });
  readonly rows = () => this.table().locator('tbody tr');
  readonly chart = () => this.page.getByRole('region', { name: 'Chart' });
  readonly hospital = () => this.page.getByRole('combobox', { name: 'Hospital' });

  async expectCatalogue() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Insights Reports' })).toBeVisible();
    await expect(this.page.getByRole('article').first()).toBeVisible();
  }

  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Search Reports' });
    await box.fill(text);
    await box.press('Enter');
  }

  /** Waits until the report shows what was last asked for. */
  async settled() {
    await expect(this.page.getByRole('progressbar', { name: 'Loading the report' })).toHaveCount(0);
    await expect(this.rows().first()).toBeVisible();
  }

  /**
   * Chooses a hospital and waits for the report computed with it: until then the table still shows
   * the previous filter's rows, and its loading bar may not have appeared yet.
   */
  async chooseHospital(name: string) {
    await this.hospital().click();
    const computed = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return REPORT_RUN.test(url.pathname) && Boolean(url.searchParams.get('hospitalId'));
    });
    await this.page.getByRole('option', { name, exact: true }).click();
    await computed;
    await this.settled();
  }

  async hospitalNames(): Promise<string[]> {
    await this.hospital().click();
    // The menu opens with a transition: its options are there once the list is shown.
    await expect(this.page.getByRole('option').first()).toBeVisible();
    const names = (await this.page.getByRole('option').allTextContents()).filter((name) => name !== 'All Hospitals');
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** A column's texts in row order (1-based). */
  async column(index: number): Promise<string[]> {
    await this.settled();
    return this.rows().locator(`td:nth-child(${index})`).allTextContents();
  }

  /** The labels along the chart's x axis. */
  async chartLabels(): Promise<string[]> {
    const labels = this.chart().locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(labels.first()).toBeVisible();
    return labels.allTextContents();
  }

  /** Downloads the report in a format from the Download menu: its name and bytes. */
  async download(format: 'CSV' | 'XLSX' | 'PDF') {
    return downloadFromMenu(this.page, this.page.getByRole('button', { name: 'Download', exact: true }), format);
  }
}
