import { expect, test } from '@playwright/test';
import { addAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { getMyDecisions, type MyDecisions } from '@portal/domain/api/my-decisions';
import { JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { REPLACE_JOB_SUBTITLE } from '@portal/domain/jobs/replacement-rules';
import { HistoryPanel } from '../pages/history-panel';
import { JobDrawer } from '../pages/job-drawer';
import { JobPostsPage } from '../pages/job-posts-page';
import { DEMO } from '../support/demo-accounts';
import { downloadFromMenu } from '../support/download';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Issue 34 items 3 and 4: a clinician evaluated Preferred is on My Team; an ending assignment of the
 * dashboard's gaps is replaced with a prefilled job posting that its approver then approves. Each
 * test makes the evaluation or the job it checks.
 */

test('a clinician evaluated Preferred appears on My Team, searched by name and downloaded', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/my-team');
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  // The last evaluation the queue asks of Morgan Patel: the Do not return test takes the first.
  const queue = await callAsPage<MyDecisions>(page, getMyDecisions, { query: { kind: 'evaluation' } });
  const due = queue.body.items.at(-1);
  expect(due, 'an evaluation waiting for the General User').toBeDefined();
  const written = await callAsPage(page, addAssignmentEvaluation, {
    params: { id: due!.id },
    body: { clinicalSkills: 5, reliability: 5, teamwork: 4, rehire: 'Preferred', comment: 'Asked for again by the charge nurses.' },
  });
  expect(written.status).toBe(201);

  const lastName = due!.name.split(' ').at(-1)!;
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by Name' }).fill(lastName);
  await page.getByRole('searchbox', { name: 'Search by Name' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const row = page.getByRole('row').filter({ hasText: due!.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('4.7 / 5');
  await checkScreen(page, 'my-team');

  const file = await downloadFromMenu(page, page.getByRole('button', { name: 'Download' }), 'CSV');
  const csv = file.bytes.toString('utf8');
  expect(csv).toContain('First Name,Last Name,Title,Hospital,Last Unit,Start Date,End Date,Rating');
  expect(csv).toContain(lastName);

  // The row opens the evaluated assignment.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/assigned/${due!.id}$`));
});

test("Replace on the dashboard's gaps drafts a job from the ending assignment, which its approver approves", async ({ page, browser, baseURL }) => {
  test.slow();
  await openSignedIn(page, DEMO.admin, '/');
  const gaps = page.getByRole('region', { name: 'Ending Without Replacement', exact: true });
  await expect(gaps).toBeVisible();
  // An assignment of the 2-step hospital, so the job waits for a named approver.
  const unit = gaps.getByRole('region', { name: /, Northwind General Hospital$/ }).first();
  const entry = unit.getByRole('listitem').first();
  const name = (await entry.getByRole('link').first().textContent())!.split(',')[0]!;
  await checkScreen(page, 'dashboard-unreplaced-endings');
  const replace = entry.getByRole('link', { name: `Replace ${name}` });
  // The address names the assignment only until the list writes its own state to it: read the link's.
  await expect(replace).toHaveAttribute('href', /\/jobs\?replace=[0-9a-f-]{36}/);
  const dealId = /replace=([0-9a-f-]{36})/.exec((await replace.getAttribute('href'))!)![1]!;
  await replace.click();
  await expect(page).toHaveURL(/\/jobs(\?|$)/);
  const drawers = new JobDrawer(page);
  const drawer = drawers.add();
  await expect(drawer.getByText(REPLACE_JOB_SUBTITLE)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Hospital' })).toHaveValue('Northwind General Hospital');
  await expect(drawer.getByRole('textbox', { name: /^Number of Positions/ })).toHaveValue('1');
  await expect(drawer.getByRole('combobox', { name: /^Reason for Request/ })).toHaveText('Backfill Position');
  await drawers.choose(drawer, 'Approver', 'Morgan Patel');
  await checkScreen(page, 'replace-job-drawer');
  const created = await drawers.submitNew();
  expect(created.postingStatus).toBe('Pending Approval');

  const approver = await browser.newContext({ baseURL });
  try {
    const approverPage = await approver.newPage();
    await openSignedIn(approverPage, DEMO.general, `/jobs/${created.externalId}`);
    await approverPage.getByRole('button', { name: 'Edit' }).click();
    const approverDrawers = new JobDrawer(approverPage);
    await approverDrawers.approve();
    await expect(approverPage.getByText(JOB_UPDATED)).toBeVisible();
    await expect(new JobPostsPage(approverPage).statusBadge('Active')).toBeVisible();
  } finally {
    await approver.close();
  }

  // The assignment says who replaces it, and leaves the dashboard's gaps.
  await page.goto(`/assigned/${dealId}`);
  await expect(new HistoryPanel(page).entry(/Replacement job posted/)).toContainText(created.externalId);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Ending Without Replacement', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Replace ${name}` })).toHaveCount(0);
});
