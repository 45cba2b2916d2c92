import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly card = (label: string | RegExp) => this.page.getByRole('link', { name: label });

  async expectLoaded() {
    await expect(this.page.getByRole('region', { name: 'Summary' }).locator('[data-card]').first()).toBeVisible();
  }

  async filterHospital(index: number): Promise<string> {
    await this.page.getByRole('combobox', { name: 'Hospital' }).click();
    const option = this.page.getByRole('option').nth(index);
    const name = (await option.textContent()) ?? '';
    await option.click();
    return name;
  }
}
