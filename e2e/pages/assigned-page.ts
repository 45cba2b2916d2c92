import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** The Assigned list (and Starts / Stops, which shares its controls) and an assignment's details. */
export class AssignedPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Name', exportName: 'ClientPortal_AssignedList' });
  }

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

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Assigned' })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  async firstCardName(): Promise<string> {
    const label = (await this.cards().first().getAttribute('aria-label')) ?? '';
    return label.replace(/^Open /, '');
  }

  readonly extensionDrawer = () => this.page.getByRole('dialog', { name: 'Request Extension' });

  /** On an assignment's details, opens the Request Extension drawer, which names the clinician, and picks the reason and shift length. */
  async fillExtensionRequest(name: string, reason: string, shiftLength: string) {
    await this.page.getByRole('button', { name: 'Request Extension' }).click();
    const drawer = this.extensionDrawer();
    await expect(drawer.getByLabel('Assigned Name')).toHaveValue(name);
    await drawer.getByRole('combobox', { name: 'Reason for Request' }).click();
    await this.page.getByRole('option', { name: reason }).click();
    await drawer.getByRole('combobox', { name: 'Shift Length' }).click();
    await this.page.getByRole('option', { name: shiftLength }).click();
  }
}
