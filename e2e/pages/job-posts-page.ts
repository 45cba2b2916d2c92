import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** The job postings list: /job-posts, or /jobs under the unified-job flag (Northwind's demo flags). */
export class JobPostsPage {
  constructor(private readonly page: Page) {}

  /** The cards, each a link to its details. */
  readonly cards = () => this.page.getByRole('link', { name: /^Open Job # / });
  readonly card = (jobNumber: string) => this.page.getByRole('link', { name: `Open Job # ${jobNumber}` });
  /** The status chip of each card, in card order. */
  readonly statusChips = () => this.cards().locator('.MuiChip-label');
  readonly chips = () => this.page.getByRole('list', { name: 'Active filters' });
  readonly table = () => this.page.getByRole('table', { name: 'Job postings' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly searchBox = () => this.page.getByRole('searchbox', { name: 'Search by Job #' });

  async expectLoaded(title: 'Job Postings' | 'Jobs') {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  /** The Job # of the first card on the page. */
  async firstJobNumber(): Promise<string> {
    const label = (await this.cards().first().getAttribute('aria-label')) ?? '';
    return label.replace(/^Open Job # /, '');
  }

  /** Jobs matching the search and filters, all pages together: as the pagination says, or the cards of a single page. */
  async shownTotal(): Promise<number> {
    // The previous page stays on screen while the next loads: wait for the list to settle.
    await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
    await expect(this.cards().first()).toBeVisible();
    const showing = this.page.getByText(/^Showing \d+–\d+ of \d+$/);
    if (!(await showing.isVisible())) return this.cards().count();
    return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
  }

  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  /** Ticks the first option of a drawer group and applies it; returns the option's label without its count. */
  async applyFirstOption(groupLabel: string): Promise<string> {
    await this.page.getByRole('button', { name: /^More Filters/ }).click();
    const drawer = this.page.getByRole('dialog');
    const option = drawer.getByRole('group', { name: groupLabel }).getByRole('checkbox').first();
    const label = (await option.locator('xpath=ancestor::label').textContent()) ?? '';
    await option.check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toBeHidden();
    return label.replace(/\s*\(?\d+\)?\s*$/, '').trim();
  }

  /** Downloads the list in one format through the Download menu and returns the file's bytes. */
  async download(format: 'CSV' | 'XLSX'): Promise<Buffer> {
    await this.page.getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('menuitem', { name: format }).click()]);
    await expect(this.page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();
    expect(file.suggestedFilename()).toMatch(new RegExp(`^ClientPortal_JobList_\\d{8}_\\d{6}\\.${format.toLowerCase()}$`));
    return readFile(await file.path());
  }
}
