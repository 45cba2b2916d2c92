import { expect, test, type Browser, type Page } from '@playwright/test';
import { getAssignedDetails, type AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { getJobs, type JobListResponse } from '@portal/domain/api/job-list';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { DO_NOT_RETURN_CONFIRMED, EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { EvaluationCard } from '../pages/evaluation-card';
import { HistoryPanel } from '../pages/history-panel';
import { MyDecisionsPage } from '../pages/my-decisions-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { providerEvents, providerKey, submitClinician } from '../support/integration';
import { callAsPage } from '../support/portal-api';
import { openSignedIn } from '../support/signed-in';

/**
 * Issue 34: a General User opens an evaluation due from My decisions and evaluates the ending
 * assignment, answering Do not return; a Client Admin confirms it for the hospital, and the same
 * clinician submitted again by the provider shows the badge and cannot be offered. Each run takes
 * the first evaluation the queue still asks for, so it decides what it checks.
 */

/**
 * The provider submits the evaluated assignment's clinician again, under the provider's id of them
 * that the ClinicianDoNotReturn event carried, to an active job of the same hospital; the new candidate's id.
 */
const resubmitEvaluatedClinician = async (page: Page, browser: Browser, baseURL: string | undefined, dealId: string): Promise<string> => {
  const assignment = (await callAsPage<AssignmentDetailsResponse>(page, getAssignedDetails, { params: { id: dealId } })).body.currentAssignment;
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);
  const event = (await providerEvents(page, key)).findLast((e) => e.type === 'ClinicianDoNotReturn' && e.entityId === dealId);
  expect(event?.data.externalClinicianId, 'the provider hears whom the do-not-return is about').toEqual(expect.any(String));
  const jobs = await callAsPage<JobListResponse>(page, getJobs, {
    query: { email: DEMO.admin.email },
    body: { pageSize: 100, options: { statuses: ['Active'], hospitalRequests: [assignment.hospitalId] } },
  });
  const job = jobs.body.jobs.find((j) => j.hospitalId === assignment.hospitalId);
  expect(job, 'an active job at the evaluated hospital').toBeDefined();
  const clinician = {
    externalId: String(event!.data.externalClinicianId),
    firstName: assignment.travelerFirstName,
    lastName: assignment.travelerLastName,
    email: assignment.travelerEmail,
  };
  return (await submitClinician(page, key, job!.externalId, clinician, `e2e-again-${dealId}`)).dealId;
};

test('a manager evaluates an ending assignment as Do not return, a Client Admin confirms it for the hospital, and the clinician submitted again cannot be offered', async ({ page, browser, baseURL }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/decisions?kind=evaluation');
  const queue = new MyDecisionsPage(page);
  await queue.expectLoaded();
  const due = queue.cardsOf('Evaluation').first();
  await expect(due).toContainText(/Due \d\d\/\d\d\/\d{4}/);
  await checkScreen(page, 'evaluation-due-in-my-decisions');
  await due.getByRole('link', { name: 'Evaluate' }).click();
  await expect(page).toHaveURL(/\/assigned\/[0-9a-f-]{36}$/);
  const dealId = page.url().slice(-36);
  const card = new EvaluationCard(page);
  await expect(card.region()).toContainText('Not evaluated yet. Due by');

  await card.openDrawer();
  await card.fillDoNotReturn('Attendance or punctuality', 'Missed two scheduled shifts without notice.');
  await checkScreen(page, 'evaluation-drawer');
  await card.save();
  await expect(page.getByRole('alert').filter({ hasText: EVALUATION_SAVED })).toBeVisible();
  await expect(card.region()).toContainText('Waiting for an admin to confirm it.');
  await expect(card.region()).toContainText('Missed two scheduled shifts without notice.');
  await expect(card.region().getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(card.region().getByRole('button', { name: 'Confirm Do not return' })).toBeHidden();
  await expect(new HistoryPanel(page).entry(/Evaluated/)).toContainText('Morgan Patel');
  await checkScreen(page, 'evaluation-written');

  const admin = await browser.newContext({ baseURL });
  try {
    const adminPage = await admin.newPage();
    await openSignedIn(adminPage, DEMO.admin, `/assigned/${dealId}`);
    const adminCard = new EvaluationCard(adminPage);
    await expect(adminCard.region()).toContainText('Waiting for an admin to confirm it.');
    await adminCard.confirmDoNotReturn('This hospital');
    await expect(adminPage.getByRole('alert').filter({ hasText: DO_NOT_RETURN_CONFIRMED })).toBeVisible();
    await expect(adminCard.region()).toContainText('Confirmed for this hospital by Avery Collins');
    await expect(adminCard.region().getByRole('button', { name: 'Lift Do not return' })).toBeVisible();
    const history = new HistoryPanel(adminPage);
    const confirmed = history.entry(/Do not return confirmed/);
    await expect(confirmed).toContainText('Avery Collins');
    await checkScreen(adminPage, 'evaluation-confirmed');
    // The scope reads by its label, not as the stored code.
    await history.expectChange(confirmed, 'Applies to', '(empty)', 'Hospital');

    // The provider submits the same clinician (by its id of them) to another job of the hospital.
    const resubmitted = await resubmitEvaluatedClinician(adminPage, browser, baseURL, dealId);
    await adminPage.goto(`/candidates/${resubmitted}`);
    await expect(adminPage.getByText('Do not return', { exact: true }).first()).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Extend Offer' })).toBeDisabled();
    await expect(adminPage.getByText(/is on the do-not-return list for this hospital, so they cannot be offered\./)).toBeVisible();
    await checkScreen(adminPage, 'candidate-do-not-return');
  } finally {
    await admin.close();
  }
});
