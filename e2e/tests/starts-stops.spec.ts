import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

test('Starts / Stops: the default window, a narrower date type, and details opened from the list', async ({ page }) => {
  await openSignedIn(page, DEMO.hr, '/starts-stops');
  await expect(page.getByRole('heading', { level: 1, name: 'Starts / Stops' })).toBeVisible();
  await expect(page.getByText('Review assignments that are starting or ending soon.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date Type' })).toHaveText('Starts / Stops');
  await expect(page.getByRole('combobox', { name: 'Window' })).toHaveText('Next 14 Days');
  const cards = page.getByRole('link', { name: /^Open / });
  await expect(cards.first()).toBeVisible();
  const all = Number(/of (\d+)$/.exec((await page.getByText(/^Showing /).textContent()) ?? '')?.[1] ?? (await cards.count()));
  await checkScreen(page, 'starts-stops');

  await page.getByRole('combobox', { name: 'Date Type' }).click();
  await page.getByRole('option', { name: 'Starts', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Date Type' })).toHaveText('Starts');
  await expect
    .poll(async () => (await page.getByText('No results found - Try adjusting your search and filter options.').isVisible()) || (await cards.count()))
    .toBeTruthy();
  expect(await cards.count()).toBeLessThanOrEqual(all);

  await page.getByRole('combobox', { name: 'Date Type' }).click();
  await page.getByRole('option', { name: 'Starts / Stops' }).click();
  const name = ((await cards.first().getAttribute('aria-label')) ?? '').replace(/^Open /, '');
  await cards.first().click();
  await expect(page).toHaveURL(/\/starts-stops\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Starts / Stops' })).toBeVisible();
});
