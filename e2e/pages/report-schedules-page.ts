import { expect, type Page } from '@playwright/test';

/** The report viewer's Schedule e-mail dialog, and the Scheduled e-mails panel of the catalogue (all) and of a report's page (its own). */
export class ReportSchedulesPage {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: /^Schedule e-mail/ });
  readonly panel = () => this.page.getByRole('region', { name: 'Scheduled e-mails' });
  readonly item = (reportName: string) => this.panel().getByRole('listitem').filter({ hasText: reportName });

  async open() {
    await this.page.getByRole('button', { name: 'Schedule e-mail' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async choose(label: string, option: string) {
    await this.dialog().getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types part of a colleague's name or e-mail and picks them from what the server answers. */
  async addRecipient(search: string, email: string) {
    const box = this.dialog().getByRole('combobox', { name: /Recipients/ });
    await box.fill(search);
    await this.page.getByRole('option', { name: new RegExp(`\\(${email.replace(/\./g, '\\.')}\\)$`) }).click();
  }

  async schedule() {
    await this.dialog().getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(this.page.getByText('Scheduled e-mail created.')).toBeVisible();
    await expect(this.dialog()).toHaveCount(0);
  }
}
