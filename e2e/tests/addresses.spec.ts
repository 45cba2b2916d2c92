import { expect, test } from '@playwright/test';
import { JobPostsPage } from '../pages/job-posts-page';
import { NetworkSelectionPage } from '../pages/network-selection-page';
import { DEMO } from '../support/demo-accounts';
import { openSignedIn } from '../support/signed-in';

const NORTHWIND_JOB = 'CPT10002368';

test('with the unified-job flag (Northwind) job details are at /jobs/{id}, and /job-posts/{id} leads there', async ({ page }) => {
  await openSignedIn(page, DEMO.general, `/jobs/${NORTHWIND_JOB}`);
  await expect(page.getByText(`Job # ${NORTHWIND_JOB}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');

  await page.goto(`/job-posts/${NORTHWIND_JOB}`);
  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${NORTHWIND_JOB}`);
  await expect(page.getByText(`Job # ${NORTHWIND_JOB}`)).toBeVisible();
});

test('without the flag (Lakeside) job details stay at /job-posts/{id}, and /jobs/{id} leads there', async ({ page }) => {
  await openSignedIn(page, DEMO.lakeside, '/job-posts');
  const jobs = new JobPostsPage(page);
  await jobs.expectLoaded('Job Postings');
  const number = await jobs.firstJobNumber();

  await page.goto(`/job-posts/${number}`);
  await expect(page.getByText(`Job # ${number}`)).toBeVisible();
  await page.goto(`/jobs/${number}`);
  await expect(page).toHaveURL((url) => url.pathname === `/job-posts/${number}`);
  await expect(page.getByText(`Job # ${number}`)).toBeVisible();
});

test('an internal viewer who opens a deep link lands on it once they have chosen a network', async ({ page }) => {
  await openSignedIn(page, DEMO.viewer, '/starts-stops?dateType=Stops&window=7');
  const selection = new NetworkSelectionPage(page);
  await selection.expectShown();
  await selection.choose('Northwind Health');

  await expect(page).toHaveURL((url) => url.pathname === '/starts-stops');
  await expect(page.getByRole('heading', { level: 1, name: 'Starts / Stops' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date Type' })).toHaveText('Stops');
  await expect(page.getByRole('combobox', { name: 'Window' })).toHaveText('Next 7 Days');
});
