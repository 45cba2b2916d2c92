import { expect, test, type Page } from '@playwright/test';
import { getAssignedList, type AssignmentListResponse } from '@portal/domain/api/assigned';
import { getAssignmentEvaluation, type AssignmentEvaluation } from '@portal/domain/api/evaluations';
import { DO_NOT_RETURN_CONFIRMED, EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { EvaluationCard } from '../pages/evaluation-card';
import { HistoryPanel } from '../pages/history-panel';
import { DEMO } from '../support/demo-accounts';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Issue 34: a General User evaluates an assignment ending within 14 days, answering Do not return;
 * a Client Admin confirms it for the hospital. Each run takes an ending assignment no run evaluated
 * yet, found through the API, so it decides what it checks.
 */
const firstToEvaluate = async (page: Page): Promise<string> => {
  const list = await callAsPage<AssignmentListResponse>(page, getAssignedList, {
    body: { options: { statuses: ['On Assignment'] }, sortBy: 'enddate', sortOrder: 'asce', pageSize: 100 },
  });
  expect(list.status).toBe(200);
  for (const row of list.body.data) {
    const answer = await callAsPage<AssignmentEvaluation>(page, getAssignmentEvaluation, { params: { id: row.dealId } });
    if (answer.body.actions?.evaluate) return row.dealId;
  }
  throw new Error('No ending assignment is left to evaluate in the demo data');
};

test('a manager evaluates an ending assignment as Do not return, and a Client Admin confirms it for the hospital', async ({ page, browser, baseURL }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/assigned');
  const dealId = await firstToEvaluate(page);
  await page.goto(`/assigned/${dealId}`);
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
    await expect(new HistoryPanel(adminPage).entry(/Do not return confirmed/)).toContainText('Avery Collins');
    await checkScreen(adminPage, 'evaluation-confirmed');
  } finally {
    await admin.close();
  }
});
