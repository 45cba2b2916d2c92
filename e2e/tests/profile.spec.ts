import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { openSignedIn } from '../support/signed-in';

// Only this test signs in as the Local Admin, so changing the account does not disturb the others.
test('the profile form refuses a bad phone number, then saves and keeps the change', async ({ page }) => {
  await openSignedIn(page, DEMO.localAdmin, '/profile');
  const phone = page.getByLabel('Phone Number');
  const update = page.getByRole('button', { name: 'Update' });

  await phone.fill('0000000000');
  await update.click();
  await expect(page.getByText('This is not a valid phone number')).toBeVisible();

  await phone.fill('(312) 555-0199');
  await page.getByLabel('Last Name').fill('Okafor-Reyes');
  await update.click();
  await expect(page.getByText('User has been updated successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Okafor-Reyes');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(312) 555-0199');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Okafor-Reyes');
});
