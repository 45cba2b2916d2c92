import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { SignInPage } from '../pages/sign-in-page';
import { DEMO } from '../support/demo-accounts';
import { keepScreenshot } from '../support/screens';
import { signIn } from '../support/sign-in';

test('the sign-in page refuses an empty submit in the page, without asking the server', async ({ page }) => {
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(request.url());
  });
  const before = page.url();

  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(page.url()).toBe(before);
  expect(await signInPage.email().evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(await signInPage.email().evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('');
  await expect(signInPage.email()).toBeFocused();

  await signInPage.email().fill(DEMO.general.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await signInPage.password().evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(signInPage.password()).toBeFocused();
  expect(posted).toEqual([]);
});

test('signing out says so on the sign-in page, once', async ({ page }) => {
  await signIn(page, DEMO.general);
  await new AppShell(page).logoutFromSidebar();
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await expect(signInPage.signedOutNotice()).toBeVisible();
  await keepScreenshot(page, 'signed-out-1280.png');

  await page.reload();
  await signInPage.expectShown();
  await expect(signInPage.signedOutNotice()).toHaveCount(0);
});
