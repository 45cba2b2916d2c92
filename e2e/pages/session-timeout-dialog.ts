import type { Page } from '@playwright/test';

export class SessionTimeoutDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Session Timeout' });
  readonly staySignedIn = () => this.dialog().getByRole('button', { name: 'Stay Signed in' });
  readonly logoff = () => this.dialog().getByRole('button', { name: 'Logoff' });
}
