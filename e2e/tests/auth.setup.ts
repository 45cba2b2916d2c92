import { test as setup } from '@playwright/test';
import { ALL_DEMO_ACCOUNTS } from '../support/demo-accounts';
import { signIn } from '../support/sign-in';
import { authFile } from '../support/signed-in';

/**
 * Each demo account signs in once, through the sign-in page, and its browser state is kept for the
 * tests (support/signed-in.ts). The access token lives 59 minutes: longer than a whole run.
 */
for (const account of ALL_DEMO_ACCOUNTS) {
  setup(`sign in as ${account.email}`, async ({ page }) => {
    await signIn(page, account);
    await page.context().storageState({ path: authFile(account) });
  });
}
