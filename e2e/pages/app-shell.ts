import { expect, type Page } from '@playwright/test';

/** The frame of signed-in pages: header, sidebar, menus, network switcher. */
export class AppShell {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly viewing = (networkName: string) => this.page.getByText(`Viewing: ${networkName}`, { exact: true });
  readonly navigation = () => this.page.getByRole('navigation', { name: 'Main' });
  /** The header bar above the page (the network switcher, notifications, Profile & Help). */
  readonly header = () => this.page.getByRole('banner');

  async expectPage(heading: string, path: string) {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    await expect(this.heading()).toHaveText(heading);
  }

  async changeNetwork(networkName: string) {
    await this.page.getByRole('button', { name: 'Change Network' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change Network' });
    await dialog.getByRole('combobox', { name: 'Network' }).click();
    await this.page.getByRole('option', { name: networkName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
  }

  async logoutFromSidebar() {
    await this.page.getByRole('button', { name: /^Profile menu for / }).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  async logoutFromHeader() {
    await this.page.getByRole('button', { name: 'Profile & Help' }).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }
}
