import { expect, type Locator, type Page } from '@playwright/test';

/** The History panel of a job, candidate or assignment details page: its audit log, newest first. */
export class HistoryPanel {
  constructor(private readonly page: Page) {}

  readonly region = () => this.page.getByRole('region', { name: 'History', exact: true });

  /** The newest entry whose headline (action and actor) reads `headline`. */
  readonly entry = (headline: string | RegExp) => this.region().locator('ol > li').filter({ hasText: headline }).first();

  /** The entry shows `field` changed from `from` to `to`. */
  async expectChange(entry: Locator, field: string, from: string, to: string) {
    await expect(entry.getByLabel(`${field} before`)).toHaveText(from);
    await expect(entry.getByLabel(`${field} after`)).toHaveText(to);
  }

  async scrollIntoView() {
    await this.region().scrollIntoViewIfNeeded();
  }
}
