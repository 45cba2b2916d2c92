import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  readonly card = (label: string | RegExp) => this.page.getByRole('link', { name: label });
  /** The tiles that open a list, each with its label and number. */
  readonly linkedTiles = () => this.page.getByRole('region', { name: 'Summary' }).getByRole('link');

  /** Label, number and note of each linked tile, as its accessible name says ('Candidates to Review: 110, 12 overdue'). */
  async tileCounts(): Promise<{ label: string; count: number; note: string | undefined }[]> {
    const names = await this.linkedTiles().evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
    return names.map((name) => {
      const [, label = '', count = '', note] = /^(.*?): ([\d,]+)(?:, (.+))?$/.exec(name) ?? [];
      return { label, count: Number(count.replace(/,/g, '')), note };
    });
  }

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
