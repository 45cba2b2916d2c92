import { expect, type Page } from '@playwright/test';

/** The built-in provider's mailbox of a portal without a mail server (apps/api/src/oidc/demo-mailbox.ts). */
export class DemoMailboxPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/demo-mailbox');
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible();
  }

  /** The newest e-mail with this subject to this address. */
  readonly email = (subject: string, to: string) => this.page.getByRole('article', { name: subject }).filter({ hasText: `To ${to}` }).first();

  /** Follows the link of the newest e-mail with this subject to this address. */
  async followLink(subject: string, to: string) {
    await this.email(subject, to).getByRole('link').first().click();
  }
}
