import { expect, test, type Browser, type Page } from '@playwright/test';
import { JOB_CLOSED, JOB_UNAVAILABLE, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { JobDrawer, type CreatedJob, type NewJob } from '../pages/job-drawer';
import { DEMO, type DemoAccount } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Northwind has every optional flag on, the unified-job one included: its job list is /jobs (SPEC.md
 * §2), and that is where Add New is and where closing a job leads. Each test makes its own jobs, so
 * the tests stay independent of one another and of the seed's jobs.
 */
const LIST = '/jobs';
const START_DATE = `03/02/${new Date().getFullYear() + 1}`;

const job = (hospital: string, extra: Partial<NewJob> = {}): NewJob => ({
  hospital,
  unit: 'ICU — Critical Care',
  title: 'RN - ICU',
  positions: '2',
  reason: 'Staff Vacancy',
  shift: 'Nights',
  shiftLength: '12 Hours',
  startDate: START_DATE,
  ...extra,
});
/**
 * The 2-step hospital. Its job approvers are Morgan Patel (general@northwind.test), Elliot Vance and
 * Priya Raman; a job needs a second person's approval, so its creator is never its approver.
 */
const twoStepJob = (approver: string) => job('Northwind General Hospital (2-Step)', { approver });
const ONE_STEP = job('Northwind Eastside Medical Center', { unit: 'Med/Surg — Medical Surgical', title: 'RN - Med/Surg', reason: 'Vacation Coverage' });

const openAddDrawer = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const drawers = new JobDrawer(page);
  await expect(drawers.add().getByText('Fill out the form to add job posting.')).toBeVisible();
  await expect(drawers.add().getByRole('combobox', { name: /^Title/ })).toBeVisible();
  return drawers;
};

const addJob = async (page: Page, newJob: NewJob): Promise<CreatedJob> => {
  const drawers = await openAddDrawer(page);
  await drawers.fill(newJob);
  return drawers.submitNew();
};

/** Adds `newJob` as `account`, signed in in a browser of its own (the test's page stays with its user). */
const addJobAs = async (browser: Browser, baseURL: string | undefined, account: DemoAccount, newJob: NewJob): Promise<CreatedJob> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await openSignedIn(page, account, LIST);
    return await addJob(page, newJob);
  } finally {
    await context.close();
  }
};

/** The job's status badge beside its title. */
const statusBadge = (page: Page, status: string) => page.getByRole('main').locator('header').getByText(status, { exact: true });

const expectDetails = async (page: Page, created: CreatedJob, title: string, status: string) => {
  await page.goto(`/job-posts/${created.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Job # ${created.externalId}`)).toBeVisible();
  await expect(statusBadge(page, status)).toBeVisible();
};

test('a job at the 2-step hospital (with another approver) and one at a 1-step hospital are added and found with their statuses', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, LIST);
  const drawers = await openAddDrawer(page);
  await drawers.fill(twoStepJob('Elliot Vance'));
  expect(await drawers.approverOptions()).toEqual(['Elliot Vance', 'Priya Raman']);
  const twoStep = await drawers.submitNew();
  expect(twoStep.postingStatus).toBe('Pending Approval');
  const oneStep = await addJob(page, ONE_STEP);
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
  await page.getByRole('combobox', { name: 'Status' }).click();
  const pendingApproval = page.getByRole('option', { name: 'Pending Approval' });
  if ((await pendingApproval.getByRole('checkbox').isChecked()) === false) await pendingApproval.click();
  const pendingReview = page.getByRole('option', { name: 'Pending Review' });
  if ((await pendingReview.getByRole('checkbox').isChecked()) === false) await pendingReview.click();
  await page.keyboard.press('Escape');
  for (const [created, status] of [
    [twoStep, 'Pending Approval'],
    [oneStep, 'Pending Review'],
  ] as const) {
    const search = page.getByRole('searchbox', { name: 'Search by Job #' });
    // The Job # search takes at most 10 characters: its number without the CPT prefix.
    await search.fill(created.externalId.slice(3));
    await search.press('Enter');
    const card = page.getByRole('link', { name: `Open Job # ${created.externalId}` });
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
  await expect(statusBadge(page, 'Active')).toBeVisible();
  const fields = page.getByRole('region', { name: 'Job Details' });
  await expect(fields.getByText('3 Positions')).toBeVisible();
  await expect(fields.getByText('Approved for the spring census.')).toBeVisible();
});

test('a job is closed with a reason and the user lands on the job list', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, LIST);
  const created = await addJob(page, ONE_STEP);
  await expectDetails(page, created, 'RN - Med/Surg', 'Pending Review');

  await page.getByRole('button', { name: 'Close Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Job' });
  await dialog.getByRole('button', { name: 'Close Job' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: 'Opened position in error' }).click();
  await dialog.getByRole('button', { name: 'Close Job' }).click();

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
  const drawers = await openAddDrawer(page);
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
