import { expect, test } from '@playwright/test';

// The catalogue is built by `npm run test:e2e` before the server starts (storybook:build, a few seconds),
// and the e2e server runs with NODE_ENV unset, where /storybook is served.
test('the component catalogue opens at /storybook and shows a story of a shared component', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/storybook');
  // Redirected to the folder's address; once loaded, the catalogue adds the story it opens (?path=…).
  await expect(page).toHaveURL(/\/storybook\/(\?path=.*)?$/);
  await page.getByRole('button', { name: 'Status chip' }).click();
  await page.getByRole('link', { name: 'Every Deal Status' }).click();
  const story = page.frameLocator('#storybook-preview-iframe');
  await expect(story.getByText('Pending Approval')).toBeVisible();
  await expect(story.getByText('Declined Pending')).toBeVisible();
  expect(blocked).toEqual([]);
});
