import { expect, test } from '@playwright/test';
import { DO_NOT_RETURN_CONFIRMED, EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { EvaluationCard } from '../pages/evaluation-card';
import { HistoryPanel } from '../pages/history-panel';
import { MyDecisionsPage } from '../pages/my-decisions-page';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Issue 34: a General User opens an evaluation due from My decisions and evaluates the ending
 * assignment, answering Do not return; a Client Admin confirms it for the hospital. Each run takes
 * the first evaluation the queue still asks for, so it decides what it checks.
 */

test('a manager evaluates an ending assignment as Do not return, and a Client Admin confirms it for the hospital', async ({ page, browser, baseURL }) => {
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
    await expect(new HistoryPanel(adminPage).entry(/Do not return confirmed/)).toContainText('Avery Collins');
    await checkScreen(adminPage, 'evaluation-confirmed');
  } finally {
    await admin.close();
  }
});
