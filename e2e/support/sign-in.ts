import { expect, type Page } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';
import type { DemoAccount } from './demo-accounts';

/**
 * Signs in through the real sign-in page as a person would: open the portal, get sent to the
 * provider, submit the form, come back. Returns once the portal shows a page of its own again.
 */
export const signIn = async (page: Page, account: DemoAccount, startAt = '/') => {
  await page.goto(startAt);
  await new SignInPage(page).signIn(account.email);
  await expect(page).not.toHaveURL(/\/(oidc|interaction|implicit\/callback|login)(\/|\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
