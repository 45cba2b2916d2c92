import { expect, test, type Page } from '@playwright/test';
import { JOB_CLOSED, JOB_UNAVAILABLE, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { JobDrawer, type CreatedJob } from '../pages/job-drawer';
import { JobPostsPage } from '../pages/job-posts-page';
import { DEMO } from '../support/demo-accounts';
import { addJobAs, ONE_STEP_JOB, twoStepJob } from '../support/jobs';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Northwind has every optional flag on, the unified-job one included: its job list is /jobs (SPEC.md
 * §2), and that is where Add New is and where closing a job leads. Each test makes its own jobs, so
 * the tests stay independent of one another and of the seed's jobs.
 */
const LIST = '/jobs';

const expectDetails = async (page: Page, created: CreatedJob, title: string, status: string) => {
  await page.goto(`/job-posts/${created.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Job # ${created.externalId}`)).toBeVisible();
  await expect(new JobPostsPage(page).statusBadge(status)).toBeVisible();
};

test('a job at the 2-step hospital (with another approver) and one at a 1-step hospital are added and found with their statuses', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, LIST);
  const drawers = new JobDrawer(page);
  await drawers.openAdd();
  await drawers.fill(twoStepJob('Elliot Vance'));
  expect(await drawers.approverOptions()).toEqual(['Elliot Vance', 'Priya Raman']);
  const twoStep = await drawers.submitNew();
  expect(twoStep.postingStatus).toBe('Pending Approval');
  const oneStep = await drawers.addJob(ONE_STEP_JOB);
  expect(oneStep.postingStatus).toBe('Pending Review');

  await expectDetails(page, twoStep, 'RN - ICU', 'Pending Approval');
  await expect(page.getByRole('region', { name: 'Approvers' }).getByText('Elliot Vance')).toBeVisible();
  // Its creator can neither approve (Edit) nor decline it.
  await expect(page.getByRole('button', { name: 'Close Job' })).toBeVisible();
  for (const name of ['Edit', 'Decline']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectDetails(page, oneStep, 'RN - Med/Surg', 'Pending Review');
  await expect(page.getByRole('region', { name: 'Job Details' }).getByText('Northwind Eastside Medical Center')).toBeVisible();

  // On the list, with both statuses chosen, each is found by its Job #.
  await page.goto(LIST);
  const jobs = new JobPostsPage(page);
  await jobs.status().click();
  const pendingApproval = page.getByRole('option', { name: 'Pending Approval' });
  if ((await pendingApproval.getByRole('checkbox').isChecked()) === false) await pendingApproval.click();
  const pendingReview = page.getByRole('option', { name: 'Pending Review' });
  if ((await pendingReview.getByRole('checkbox').isChecked()) === false) await pendingReview.click();
  await page.keyboard.press('Escape');
  for (const [created, status] of [
    [twoStep, 'Pending Approval'],
    [oneStep, 'Pending Review'],
  ] as const) {
    // The Job # search takes at most 10 characters: its number without the CPT prefix.
    await jobs.search(created.externalId.slice(3));
    const card = jobs.card(created.externalId);
    await expect(card).toBeVisible();
    await expect(card.getByText(status, { exact: true })).toBeVisible();
  }
});

test('a pending job is edited and approved by its approver; the details and the drawer pass axe at both widths', async ({ page, browser, baseURL }) => {
  test.slow();
  const created = await addJobAs(browser, baseURL, DEMO.admin, twoStepJob('Morgan Patel'));

  await openSignedIn(page, DEMO.general, LIST);
  await expectDetails(page, created, 'RN - ICU', 'Pending Approval');
  await checkScreen(page, 'job-details');

  await page.getByRole('button', { name: 'Edit' }).click();
  const drawers = new JobDrawer(page);
  const drawer = drawers.edit();
  await expect(drawer.getByText('Update form to edit job posting and approve.')).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Hospital' })).toHaveValue('Northwind General Hospital (2-Step)');
  await drawer.getByRole('textbox', { name: /^Number of Positions/ }).fill('3');
  await drawer.getByRole('textbox', { name: 'Notes' }).fill('Approved for the spring census.');
  await checkScreen(page, 'job-drawer-edit');
  await drawers.approve();

  await expect(page.getByText(JOB_UPDATED)).toBeVisible();
  await expect(drawer).toBeHidden();
  // An approved job with designated approvers is Active (SPEC.md §4).
  await expect(new JobPostsPage(page).statusBadge('Active')).toBeVisible();
  const fields = page.getByRole('region', { name: 'Job Details' });
  await expect(fields.getByText('3 Positions')).toBeVisible();
  await expect(fields.getByText('Approved for the spring census.')).toBeVisible();
});

test('a job is closed with a reason and the user lands on the job list', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, LIST);
  const created = await new JobDrawer(page).addJob(ONE_STEP_JOB);
  await expectDetails(page, created, 'RN - Med/Surg', 'Pending Review');

  await page.getByRole('button', { name: 'Close Job' }).click();
  const job = new JobPostsPage(page);
  await job.closeDialog().getByRole('button', { name: 'Close Job' }).click();
  await expect(job.closeDialog().getByText('This field is required')).toBeVisible();
  await job.closeWith('Opened position in error');

  await expect(page).toHaveURL((url) => url.pathname === LIST);
  await expect(page.getByText(JOB_CLOSED)).toBeVisible();
  // Never active, so closing cancels it; it offers no more actions.
  await expectDetails(page, created, 'RN - Med/Surg', 'Cancelled');
  await expect(page.getByRole('button', { name: 'Close Job' })).toHaveCount(0);
});

test("an empty form marks every required field and focuses Hospital; 100 positions is too many", async ({ page }) => {
  // Screen checks of the drawer at two widths.
  test.slow();
  await openSignedIn(page, DEMO.general, LIST);
  const drawers = new JobDrawer(page);
  await drawers.openAdd();
  const drawer = drawers.add();
  await checkScreen(page, 'job-drawer-add');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  // Hospital, Unit, Title, Number of Positions, Reason for Request, Shift, Shift Length, Start Date.
  await expect(drawer.getByText('This field is required')).toHaveCount(8);
  await expect(drawer.getByRole('combobox', { name: /^Hospital/ })).toBeFocused();

  await drawer.getByRole('textbox', { name: /^Number of Positions/ }).fill('100');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('Number of positions cannot exceed 99')).toBeVisible();
});

test('a malformed job id shows the job-status-changed message without asking for the job', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/JobDetails/')) asked.push(request.url());
  });
  await openSignedIn(page, DEMO.general, '/job-posts/not-a-job');
  await expect(page.getByText(JOB_UNAVAILABLE)).toBeVisible();
  expect(asked).toEqual([]);
});
