import { expect, test } from '@playwright/test';
import { JOB_CLOSED, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { HistoryPanel } from '../../pages/history-panel';
import { JobDrawer } from '../../pages/job-drawer';
import { JobPostsPage } from '../../pages/job-posts-page';
import { DEMO } from '../../support/demo-accounts';
import { addJobAs, ONE_STEP_JOB, twoStepJob } from '../../support/jobs';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';

/** Jobs on the embedded PGlite: added, edited and approved, closed; /api/ready after each. */

test('a job is added and closed with a reason', async ({ page, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.general, '/jobs');
  const created = await new JobDrawer(page).addJob(ONE_STEP_JOB);
  expect(created.postingStatus).toBe('Pending Review');
  await expectReady(request, baseURL);

  const job = new JobPostsPage(page);
  await page.goto(`/job-posts/${created.externalId}`);
  await expect(page.getByText(`Job # ${created.externalId}`)).toBeVisible();
  await expect(job.statusBadge('Pending Review')).toBeVisible();
  await expect(new HistoryPanel(page).entry('Created by Morgan Patel')).toBeVisible();

  await job.closeWith('Opened position in error');
  await expect(page.getByText(JOB_CLOSED)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/jobs');
  await expectReady(request, baseURL);

  await page.goto(`/job-posts/${created.externalId}`);
  await expect(job.statusBadge('Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Job' })).toHaveCount(0);
});

test("a job at the 2-step hospital is edited and approved by the approver it names", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const created = await addJobAs(browser, baseURL, DEMO.admin, twoStepJob('Morgan Patel'), signIn);
  expect(created.postingStatus).toBe('Pending Approval');
  await expectReady(request, baseURL);

  await signIn(page, DEMO.general, `/job-posts/${created.externalId}`);
  await expect(page.getByText(`Job # ${created.externalId}`)).toBeVisible();
  const job = new JobPostsPage(page);
  await expect(job.statusBadge('Pending Approval')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const drawers = new JobDrawer(page);
  const drawer = drawers.edit();
  await drawer.getByRole('textbox', { name: /^Number of Positions/ }).fill('3');
  await drawer.getByRole('textbox', { name: 'Notes' }).fill('Approved on the embedded database.');
  await drawers.approve();
  await expect(page.getByText(JOB_UPDATED)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expectReady(request, baseURL);

  await expect(job.statusBadge('Active')).toBeVisible();
  const fields = page.getByRole('region', { name: 'Job Details' });
  await expect(fields.getByText('3 Positions')).toBeVisible();
  await expect(fields.getByText('Approved on the embedded database.')).toBeVisible();
  const history = new HistoryPanel(page);
  await history.expectChange(history.entry('Edited by Morgan Patel'), 'Number of Positions', '1', '3');
});
