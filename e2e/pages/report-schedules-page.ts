import { expect, type Page } from '@playwright/test';

/** The report viewer's Schedule e-mail dialog, and the Scheduled e-mails panel of the catalogue (all) and of a report's page (its own). */
export class ReportSchedulesPage {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: /^Schedule e-mail/ });
  readonly panel = () => this.page.getByRole('region', { name: 'Scheduled e-mails' });
  readonly item = (reportName: string) => this.panel().getByRole('listitem').filter({ hasText: reportName });

  /** Cancels every schedule the panel lists, so that a retried test starts from none. */
  async cancelAll() {
    await expect(this.panel()).toBeVisible();
    await expect(this.panel().getByRole('progressbar', { name: 'Loading the scheduled e-mails' })).toHaveCount(0);
    const cancel = this.panel().getByRole('button', { name: /^Cancel the scheduled e-mail of / });
    for (let left = await cancel.count(); left > 0; left -= 1) {
      await cancel.first().click();
      await this.page.getByRole('button', { name: 'Yes' }).click();
      await expect(cancel).toHaveCount(left - 1);
    }
  }

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
