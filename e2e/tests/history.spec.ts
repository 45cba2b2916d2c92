import { expect, test } from '@playwright/test';
import { JOB_CREATED_TOAST, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { CandidatesPage } from '../pages/candidates-page';
import { HistoryPanel } from '../pages/history-panel';
import { JobDrawer } from '../pages/job-drawer';
import { DEMO } from '../support/demo-accounts';
import { downloadFrom } from '../support/download';
import { ONE_STEP_JOB } from '../support/jobs';
import { checkScreen } from '../support/screens';
import { SEEDED_CANDIDATES } from '../support/seeded-candidates';
import { openSignedIn } from '../support/signed-in';

/**
 * The History panels of issue 17 item 5. The tests write their own job, download from an
 * assignment and offer a candidate that no other spec uses.
 */

/** On Assignment, on the older onboarding system (its Documents tab lists files), used by no other spec. */
const ASSIGNMENT = { id: '00000009-0001-4000-8000-00000000012b', name: 'Isabella Lindqvist', document: 'TB Screening' };

test("a job's edit and approval is in its History, with each field before and after", async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/jobs');
  const created = await new JobDrawer(page).addJob(ONE_STEP_JOB);
  await expect(page.getByText(JOB_CREATED_TOAST)).toBeHidden();
  await page.goto(`/job-posts/${created.externalId}`);
  await expect(page.getByText(`Job # ${created.externalId}`)).toBeVisible();
  const history = new HistoryPanel(page);
  await expect(history.entry('Created by Morgan Patel')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const drawers = new JobDrawer(page);
  const drawer = drawers.edit();
  await drawer.getByRole('textbox', { name: /^Number of Positions/ }).fill('3');
  await drawer.getByRole('textbox', { name: 'Notes' }).fill('Two more for the winter.');
  await drawers.approve();
  await expect(page.getByText(JOB_UPDATED)).toBeVisible();

  const edit = history.entry('Edited by Morgan Patel');
  await expect(edit).toBeVisible();
  await history.expectChange(edit, 'Number of Positions', '2', '3');
  await history.expectChange(edit, 'Notes', '(empty)', 'Two more for the winter.');
  await history.scrollIntoView();
  await checkScreen(page, 'history-job');
});

test("a document downloaded from an assignment is listed in the assignment's History", async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.admin, `/assigned/${ASSIGNMENT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ASSIGNMENT.name })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Assignment details' });
  await tabs.getByRole('tab', { name: 'Documents' }).click();
  await downloadFrom(page, () => page.getByRole('button', { name: `Download ${ASSIGNMENT.document}` }).click());
  await expect(page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Assignment' }).click();
  const history = new HistoryPanel(page);
  const download = history.entry(/^Documents downloaded by/);
  await expect(download).toContainText(ASSIGNMENT.document);
  await history.scrollIntoView();
  await checkScreen(page, 'history-assignment');
});

test("a candidate's History shows the offer made on it and who viewed it", async ({ page }) => {
  const { history: candidate } = SEEDED_CANDIDATES;
  await openSignedIn(page, DEMO.general, `/candidates/${candidate.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(candidate.name);
  await candidates.extendTheOffer();
  await expect(page.getByText('Offer has been submitted.')).toBeVisible();

  const history = new HistoryPanel(page);
  const offer = history.entry('Offered by Morgan Patel');
  await expect(offer).toBeVisible();
  await history.expectChange(offer, 'Status', 'Ready for Review', 'Offered');
  await expect(history.entry('Viewed by Morgan Patel')).toBeVisible();
  await history.scrollIntoView();
  await checkScreen(page, 'history-candidate');
});
