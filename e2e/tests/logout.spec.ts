import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { SignInPage } from '../pages/sign-in-page';
import { DEMO } from '../support/demo-accounts';
import { signIn } from '../support/sign-in';

test('Logout ends the session: a reload asks to sign in again', async ({ page }) => {
  await signIn(page, DEMO.general);
  await new AppShell(page).logoutFromSidebar();
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);

  await page.goto('/');
  await signInPage.expectShown();
  await page.reload();
  await signInPage.expectShown();
});

test('Log out from the Profile & Help menu ends the session too', async ({ page }) => {
  await signIn(page, DEMO.lakeside);
  await new AppShell(page).logoutFromHeader();
  await new SignInPage(page).expectShown();
  await page.goto('/dashboard');
  await new SignInPage(page).expectShown();
});

test('signing in again returns to the page that was asked for', async ({ page }) => {
  await signIn(page, DEMO.general, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
