import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { NetworkSelectionPage } from '../pages/network-selection-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('cpt_')).sort());

test('the internal viewer chooses a network, and switching clears stored list state', async ({ page }) => {
  // Opened at home: a deep link would be followed after the choice (addresses.spec.ts).
  await openSignedIn(page, DEMO.viewer, '/');
  const selection = new NetworkSelectionPage(page);
  await selection.expectShown();
  const options = await selection.networkOptions();
  expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
  await checkScreen(page, 'network-selection');

  await selection.choose('Northwind Health');
  const shell = new AppShell(page);
  await shell.expectPage('Home', '/');
  await expect(shell.viewing('Northwind Health')).toBeVisible();

  // Leave list state behind: the dashboard's hospital filter, and a list page's stored paging.
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();
  await dashboard.filterHospital(1);
  await page.evaluate(() => window.sessionStorage.setItem('cpt_list_assigned', JSON.stringify({ page: 3, search: 'Smith' })));
  expect(await storedKeys(page)).toEqual(expect.arrayContaining(['cpt_list_assigned', 'cpt_list_dashboard', 'cpt_network']));

  await page.getByRole('button', { name: 'Change Network' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Network' })).toBeVisible();
  await checkScreen(page, 'change-network-dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await shell.changeNetwork('Lakeside Medical Center');
  // Lakeside keeps the default flags: no new dashboard, so home is /dashboard.
  await shell.expectPage('Dashboard', '/dashboard');
  await expect(shell.viewing('Lakeside Medical Center')).toBeVisible();
  const keys = await storedKeys(page);
  expect(keys.filter((key) => key.startsWith('cpt_list_'))).toEqual([]);
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('cpt_network') ?? 'null'));
  expect(stored).toMatchObject({ networkName: 'Lakeside Medical Center' });
});

test('MSP Admin also chooses a network first, then passes every route check', async ({ page }) => {
  await openSignedIn(page, DEMO.mspAdmin);
  const selection = new NetworkSelectionPage(page);
  await selection.expectShown();
  await selection.choose('Northwind Health');
  await new AppShell(page).expectPage('Home', '/');
  await page.goto('/userMaintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northwind Health - User Maintenance');
});
