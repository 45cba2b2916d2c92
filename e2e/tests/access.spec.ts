import { expect, test } from '@playwright/test';
import { ErrorPage } from '../pages/error-page';
import { DEMO } from '../support/demo-accounts';
import { expectAccessible } from '../support/accessibility';
import { keepScreenshot, checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

test('Finance opening /job-posts gets the access-denied page', async ({ page }) => {
  await openSignedIn(page, DEMO.finance);
  await page.goto('/job-posts');
  await new ErrorPage(page).expectAccessDenied();
  await checkScreen(page, 'forbidden');
});

test('Human Resources opening /invoices gets the access-denied page', async ({ page }) => {
  await openSignedIn(page, DEMO.hr);
  await page.goto('/invoices');
  await new ErrorPage(page).expectAccessDenied();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an unknown path gets the invalid-link page', async ({ page }) => {
  await openSignedIn(page, DEMO.general);
  await page.goto('/no/such/page');
  await new ErrorPage(page).expectNotFound();
  await checkScreen(page, 'not-found');
});

test('the sidebar offers only what the role may open', async ({ page }) => {
  await openSignedIn(page, DEMO.hr);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Candidates' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Starts / Stops' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
});

test('the profile page shows the signed-in user with the Update form', async ({ page }) => {
  await openSignedIn(page, DEMO.general);
  await page.getByRole('button', { name: 'Profile & Help' }).click();
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('general@northwind.test').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByLabel('First Name')).toHaveValue(/\S/);
  await checkScreen(page, 'profile');
});

test('at phone width the sidebar is a drawer that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.admin);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expectAccessible(page, 'navigation drawer at 390 px');
  await keepScreenshot(page, 'navigation-drawer-390.png');
  await nav.getByRole('link', { name: 'Candidates' }).click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(nav).toBeHidden();
  // No breadcrumbs on mobile.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
