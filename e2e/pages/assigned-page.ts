import { expect, type Locator, type Page } from '@playwright/test';

/** The Assigned list (and Starts / Stops, which shares its controls). */
export class AssignedPage {
  constructor(private readonly page: Page) {}

  /** The cards, each a link to its details. */
  readonly cards = () => this.page.getByRole('link', { name: /^Open / });
  readonly chips = () => this.page.getByRole('list', { name: 'Active filters' });
  readonly table = () => this.page.getByRole('table', { name: 'Assignments' });
  /** The name links of the table's rows, in row order. */
  readonly rowLinks = () => this.table().locator('tbody tr td:first-child a');
  readonly columnHeaders = () => this.table().getByRole('columnheader');

  async showAsList() {
    await this.page.getByRole('button', { name: 'List view' }).click();
    await expect(this.table()).toBeVisible();
  }

  /** Shows or hides one column through the Columns menu. */
  async toggleColumn(label: string) {
    await this.page.getByRole('button', { name: 'Columns' }).click();
    await this.page.getByRole('menu', { name: 'Columns' }).getByRole('menuitemcheckbox', { name: label }).click();
    await this.page.keyboard.press('Escape');
  }

  async sortBy(label: string) {
    await this.page.getByRole('button', { name: /^Sort by / }).click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
    await expect(this.page.getByRole('button', { name: `Sort by ${label}` })).toBeVisible();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Assigned' })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  async firstCardName(): Promise<string> {
    const label = (await this.cards().first().getAttribute('aria-label')) ?? '';
    return label.replace(/^Open /, '');
  }

  async search(text: string) {
    const box = this.page.getByRole('searchbox', { name: 'Search by Name' });
    await box.fill(text);
    await box.press('Enter');
  }

  async applyFirstOption(groupLabel: string): Promise<string> {
    await this.page.getByRole('button', { name: /^More Filters/ }).click();
    const drawer = this.page.getByRole('dialog');
    const group: Locator = drawer.getByRole('group', { name: groupLabel });
    const option = group.getByRole('checkbox').first();
    const label = (await option.locator('xpath=ancestor::label').textContent()) ?? '';
    await option.check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toBeHidden();
    return label;
  }
}
