import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** The User Maintenance page and its Add / Edit User drawer, as a person reads them. */
export class UserMaintenancePage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Name or Email' });
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly section = (name: 'ACTIVE' | 'INACTIVE') => this.page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  readonly drawer = () => this.page.getByRole('dialog');
  readonly field = (label: string) => this.drawer().getByLabel(label, { exact: false }).first();
  readonly email = () => this.drawer().getByRole('textbox', { name: 'Email Address' });
  readonly firstName = () => this.drawer().getByRole('textbox', { name: 'First Name' });
  readonly lastName = () => this.drawer().getByRole('textbox', { name: 'Last Name' });
  readonly phone = () => this.drawer().getByRole('textbox', { name: 'Phone Number' });

  async open() {
    await this.page.goto('/userMaintenance');
    await expect(this.heading()).toHaveText(/ - User Maintenance$/);
  }

  /** A section's table frame (wide screens) or list of cards (phones). */
  readonly listFrame = (name: 'ACTIVE' | 'INACTIVE') => this.section(name).locator('.MuiTableContainer-root, ul').first();

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Add User' }).click();
    await expect(this.drawer().getByRole('heading', { name: 'Add User' })).toBeVisible();
  }

  async openEdit(email: string) {
    await this.search(email.slice(0, 30));
    await this.row(email).getByRole('button', { name: /^Edit / }).click();
    await expect(this.drawer().getByRole('heading', { name: 'Edit User' })).toBeVisible();
  }

  async chooseHospitals(...names: string[]) {
    await this.drawer().getByRole('combobox', { name: 'Hospitals' }).click();
    for (const name of names) await this.page.getByRole('option', { name }).click();
    await this.page.keyboard.press('Escape');
  }

  async submit(label: 'Add User' | 'Update') {
    await this.drawer().getByRole('button', { name: label, exact: true }).click();
  }

  readonly helper = (text: string) => this.drawer().getByText(text, { exact: true });
}
