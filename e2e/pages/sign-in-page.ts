import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-accounts';

/** The identity provider's sign-in page (the built-in provider's form: Email, Password, Sign in). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.getByLabel('Password');

  async expectShown() {
    await expect(this.email()).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }

  /** The note the page shows right after a sign-out. */
  readonly signedOutNotice = () => this.page.getByRole('status').filter({ hasText: 'You have signed out.' });

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.expectShown();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
