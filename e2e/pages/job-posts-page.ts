import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** The job postings list: /job-posts, or /jobs under the unified-job flag (Northwind's demo flags); and a job's details. */
export class JobPostsPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Job #', exportName: 'ClientPortal_JobList' });
  }

  /** The cards, each a link to its details. */
  override readonly cards = () => this.page.getByRole('link', { name: /^Open Job # / });
  readonly card = (jobNumber: string) => this.page.getByRole('link', { name: `Open Job # ${jobNumber}` });
  /** The status chip of each card, in card order. */
  readonly statusChips = () => this.cards().locator('.MuiChip-label');
  readonly table = () => this.page.getByRole('table', { name: 'Job postings' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });
  /** On a job's details, the status badge beside its title. */
  readonly statusBadge = (status: string) => this.page.getByRole('main').locator('header').getByText(status, { exact: true });

  readonly closeDialog = () => this.page.getByRole('dialog', { name: 'Close Job' });

  /** On a job's details, Close Job with the reason picked (the dialog opened first unless it is open). */
  async closeWith(reason: string) {
    const dialog = this.closeDialog();
    if (!(await dialog.isVisible())) await this.page.getByRole('button', { name: 'Close Job' }).click();
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    await this.page.getByRole('option', { name: reason }).click();
    await dialog.getByRole('button', { name: 'Close Job' }).click();
  }

  async expectLoaded(title: 'Job Postings' | 'Jobs') {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  /** The Job # of the first card on the page. */
  async firstJobNumber(): Promise<string> {
    const label = (await this.cards().first().getAttribute('aria-label')) ?? '';
    return label.replace(/^Open Job # /, '');
  }
}
