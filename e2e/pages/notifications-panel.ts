import { expect, type Page } from '@playwright/test';

/** The header's notifications bell and its panel. */
export class NotificationsPanel {
  constructor(private readonly page: Page) {}

  readonly bell = () => this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  readonly panel = () => this.page.getByRole('dialog', { name: 'Notifications' });
  readonly list = () => this.panel().getByRole('list', { name: 'Notifications, newest first' });
  /** The row of the notification whose text contains `text`. */
  readonly row = (text: string | RegExp) => this.list().getByRole('listitem').filter({ hasText: text });

  /**
   * Starts noting, in the page, when each row of the list is first drawn; the answer waits for a row
   * containing `text` and gives the page's clock when it was drawn. Measured in the page, so a speed
   * check is not off by the test runner's polling interval (up to half a second).
   */
  async watchRows(): Promise<(text: string) => Promise<number>> {
    await this.page.evaluate(() => {
      const seen = new Map<string, number>();
      (window as unknown as { rowsFirstDrawn: Map<string, number> }).rowsFirstDrawn = seen;
      const note = () => {
        for (const row of document.querySelectorAll('[aria-label="Notifications, newest first"] li')) {
          const text = row.textContent ?? '';
          if (!seen.has(text)) seen.set(text, Date.now());
        }
      };
      note();
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    return async (text) =>
      (
        await this.page.waitForFunction(
          (wanted) => {
            const seen = (window as unknown as { rowsFirstDrawn: Map<string, number> }).rowsFirstDrawn;
            return [...seen].find(([row]) => row.includes(wanted))?.[1];
          },
          text,
          { timeout: 5_000 },
        )
      ).jsonValue() as Promise<number>;
  }

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
