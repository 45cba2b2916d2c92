import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { ALL_DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { signIn } from './sign-in';

/**
 * Where the 'setup' project (tests/auth.setup.ts) keeps each demo account's signed-in browser state:
 * the provider's cookies and the portal's local storage, where oidc-client-ts keeps the tokens
 * (apps/web/src/lib/auth/user-manager.ts) and the session hint (lib/session/session-hint.ts).
 */
export const authFile = (account: Pick<DemoAccount, 'email'>) => fileURLToPath(new URL(`../.auth/${account.email}.json`, import.meta.url));

/**
 * Opens `path` signed in as `account` with the state its one sign-in left (no sign-in page): the
 * page's context takes that state over, cookies and local storage, as `test.use({ storageState })`
 * would, but per page, so a test can hold several users. Session storage (an internal user's chosen
 * network, list state) starts empty, as in a new tab. An account the setup did not sign in signs in.
 */
export const openSignedIn = async (page: Page, account: DemoAccount, path = '/') => {
  const file = authFile(account);
  if (!ALL_DEMO_ACCOUNTS.some((demo) => demo.email === account.email) || !existsSync(file)) {
    await signIn(page, account, path);
    return;
  }
  await page.context().setStorageState(file);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/(oidc|interaction|implicit\/callback|login)(\/|\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/**
 * How a helper that opens a browser of its own signs its account in: openSignedIn, or signIn (support/
 * sign-in.ts) against a server the 'setup' project did not sign in to (the 'embedded' project's).
 */
export type OpenAs = (page: Page, account: DemoAccount, path: string) => Promise<void>;
