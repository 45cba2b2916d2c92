import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ALL_DEMO_ACCOUNTS } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

test.describe('every demo account lands on its home', () => {
  for (const account of ALL_DEMO_ACCOUNTS) {
    test(`${account.userType} (${account.email})`, async ({ page }) => {
      await signIn(page, account);
      await new AppShell(page).expectPage(account.homeHeading, account.home);
      if (account.home !== '/internal-user-network-selection') {
        await expect(page.getByRole('region', { name: 'Summary' }).locator('[data-card]').first()).toBeVisible();
      }
      await checkScreen(page, `home-${account.email.split('@')[0]}-${account.email.split('@')[1]?.split('.')[0]}`);
    });
  }
});
