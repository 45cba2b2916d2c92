import { expect, test } from '@playwright/test';
import { SessionTimeoutDialog } from '../pages/session-timeout-dialog';
import { SignInPage } from '../pages/sign-in-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

// This project's server runs with INACTIVITY_MINUTES=0.1: the dialog comes after 6 idle seconds.
test('the session dialog appears after inactivity, Stay Signed in keeps the session, else logout 30 s later', async ({ page }) => {
  await signIn(page, DEMO.lakeside);
  const timeout = new SessionTimeoutDialog(page);

  await expect(timeout.dialog()).toBeVisible({ timeout: 20_000 });
  await expect(timeout.dialog()).toContainText('logged off in');
  await timeout.staySignedIn().click();
  await expect(timeout.dialog()).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(timeout.dialog()).toBeVisible({ timeout: 20_000 });
  const shownAt = Date.now();
  await checkScreen(page, 'session-timeout');
  await expect(page.getByLabel('Email')).toBeVisible({ timeout: 45_000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThanOrEqual(29_000);
  await page.goto('/dashboard');
  await new SignInPage(page).expectShown();
});
