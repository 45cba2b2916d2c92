import { expect, type Page } from '@playwright/test';

/** The header's notifications bell and its panel. */
export class NotificationsPanel {
  constructor(private readonly page: Page) {}

  readonly bell = () => this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  readonly panel = () => this.page.getByRole('dialog', { name: 'Notifications' });
  readonly list = () => this.panel().getByRole('list', { name: 'Notifications, newest first' });
  /** The row of the notification whose text contains `text`. */
  readonly row = (text: string | RegExp) => this.list().getByRole('listitem').filter({ hasText: text });

  async open() {
    await this.bell().click();
    await expect(this.panel()).toBeVisible();
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.panel()).toBeHidden();
  }

  /** Clicks the row itself (its text), not its Clear button. */
  async openRow(text: string | RegExp) {
    await this.row(text).getByRole('button').first().click();
  }

  /** Clears one by keyboard: focus its Clear button, press Enter. */
  async clear(text: string | RegExp) {
    await this.row(text).getByRole('button', { name: /^Clear notification:/ }).focus();
    await this.page.keyboard.press('Enter');
  }
}
