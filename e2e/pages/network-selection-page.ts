import { expect, type Page } from '@playwright/test';

export class NetworkSelectionPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/internal-user-network-selection$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Select a Network' })).toBeVisible();
  }

  async networkOptions(): Promise<string[]> {
    await this.page.getByRole('combobox', { name: 'Network' }).click();
    const names = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  async choose(networkName: string) {
    await this.page.getByRole('combobox', { name: 'Network' }).click();
    await this.page.getByRole('option', { name: networkName, exact: true }).click();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
