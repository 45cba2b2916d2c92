import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** The invoice list at /invoices and its invoice drawer. */
export class InvoicesPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Name or Invoice #' });
  }

  readonly table = () => this.page.getByRole('table', { name: 'Invoices' });
  readonly rows = () => this.table().locator('tbody tr');
  readonly facility = () => this.page.getByRole('combobox', { name: 'Facility' });
  readonly includePaid = () => this.page.getByRole('switch', { name: 'Include Paid' });
  readonly dateField = () => this.page.getByRole('group', { name: 'Invoice Date' });
  readonly drawer = () => this.page.getByRole('region', { name: /^Invoice INV-/ });

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await this.settled();
  }

  /** Waits until the list shows what was last asked for. */
  async settled() {
    await expect(this.page.getByRole('progressbar', { name: 'Loading invoices' })).toHaveCount(0);
  }

  /** A column's texts, in row order (1 is the selection box, 2 Action, 3 Name, 4 Invoice #, 5 Invoice Date, 6 Facility). */
  async column(index: number): Promise<string[]> {
    await this.settled();
    return this.rows().locator(`td:nth-child(${index})`).allTextContents();
  }

  /** Matching invoices over every page: as the pagination says, or the rows of a single page. */
  async total(): Promise<number> {
    await this.settled();
    const showing = this.page.getByText(/^Showing \d+–\d+ of \d+$/);
    if (!(await showing.isVisible())) return this.rows().count();
    return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
  }

  /**
   * Debounced 500 ms (SPEC.md §9): no Enter needed. Once the list takes the search its address holds
   * it (q), so this waits for that, then for the list, whether it asks the server or its cache.
   */
  override async search(text: string) {
    await this.searchBox().fill(text);
    await expect(this.page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === text.trim());
    await this.settled();
  }

  /** Types a day into the date picker as mm/dd/yyyy. */
  async typeDate(mmddyyyy: string) {
    // The picker's field has a section each for month, day and year; typing moves on by itself.
    await this.dateField().getByRole('spinbutton', { name: 'Month' }).click();
    await this.page.keyboard.type(mmddyyyy.replaceAll('/', ''));
    await this.page.keyboard.press('Tab');
    await this.settled();
  }

  async clearDate() {
    await this.dateField().getByRole('spinbutton', { name: 'Month' }).click();
    await this.page.getByRole('button', { name: 'Clear' }).click();
    await this.settled();
  }

  async chooseFacility(name: string) {
    await this.facility().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await this.settled();
  }

  async facilityNames(): Promise<string[]> {
    await this.facility().click();
    const names = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** Clicks what starts a download (a row's PDF, the selection's ZIP, the export) and returns the file. */
  async downloadFrom(start: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), start()]);
    return { download, bytes: await readFile((await download.path())!) };
  }
}
