import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { downloadFromMenu } from '../support/download';

/** What sets one list apart from another: its search box and the name its export files start with. */
export interface ListOptions {
  /** The search box's label ('Search by Name'). */
  searchLabel: string;
  /** The export's file name up to its time stamp ('ClientPortal_JobList'), for lists with a Download menu. */
  exportName?: string;
}

/**
 * The controls every list page shares (SPEC.md §2): the search box, the sort menu, the More Filters
 * drawer with its chips, the pagination's total and the Download menu. Each list's page object
 * extends it with its own cards, table and details.
 */
export class ListPage {
  constructor(
    protected readonly page: Page,
    private readonly options: ListOptions,
  ) {}

  readonly searchBox = () => this.page.getByRole('searchbox', { name: this.options.searchLabel });
  /** The chips of the filters in force, with their Clear All. */
  readonly chips = () => this.page.getByRole('list', { name: 'Active filters' });
  /** The cards, each a link to its details. */
  readonly cards = () => this.page.getByRole('link', { name: /^Open / });

  /** Types the search and submits it with Enter. */
  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  async sortBy(label: string) {
    await this.page.getByRole('button', { name: /^Sort by / }).click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
    await expect(this.page.getByRole('button', { name: `Sort by ${label}` })).toBeVisible();
  }

  /** Ticks the first option of a More Filters group and applies it; returns the option's label without its count. */
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

  /** Matching items over every page, once the list has settled: as the pagination says, or the cards of a single page. */
  async shownTotal(): Promise<number> {
    // The previous page stays on screen while the next loads.
    await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
    await expect(this.cards().first()).toBeVisible();
    const showing = this.page.getByText(/^Showing \d+–\d+ of \d+$/);
    if (!(await showing.isVisible())) return this.cards().count();
    return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
  }

  /** Downloads the list in one format through the Download menu and returns the file's bytes. */
  async download(format: 'CSV' | 'XLSX'): Promise<Buffer> {
    const file = await downloadFromMenu(this.page, this.page.getByRole('button', { name: 'Download' }), format);
    await expect(this.page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();
    if (this.options.exportName) {
      expect(file.name).toMatch(new RegExp(`^${this.options.exportName}_\\d{8}_\\d{6}\\.${format.toLowerCase()}$`));
    }
    return file.bytes;
  }

  /** Downloads the list as CSV and returns its lines, the header first. */
  async downloadCsvLines(): Promise<string[]> {
    return (await this.download('CSV')).toString('utf8').trim().split(/\r?\n/);
  }

  /** Downloads the list as XLSX and returns its first worksheet. */
  async downloadWorksheet(): Promise<ExcelJS.Worksheet> {
    const xlsx = await this.download('XLSX');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
    return workbook.worksheets[0]!;
  }
}
