import { expect, test } from '@playwright/test';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { DO_NOT_RETURN_CONFIRMED, EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { addDays } from '@portal/domain/timecards/timecard-rules';
import { EvaluationCard } from '../../pages/evaluation-card';
import { MyDecisionsPage } from '../../pages/my-decisions-page';
import { TimecardsPage } from '../../pages/timecards-page';
import { DEMO } from '../../support/demo-accounts';
import { providerKey } from '../../support/integration';
import { callAsPage } from '../../support/portal-api';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';
import { shownDate, submitWeek } from '../../support/timecards';

/** A timecard's and an evaluation's writes on the embedded PGlite, as `npm start` gives them; /api/ready after each. */

test('a week the provider submits is adjusted and approved', async ({ page, browser, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.general, '/timecards');
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId, signIn);
  const week = await submitWeek(page, key);
  await expectReady(request, baseURL);

  const timecards = new TimecardsPage(page);
  await page.reload();
  await timecards.expectLoaded();
  await timecards.search(week.lastName);
  await timecards.card(week.name).filter({ hasText: shownDate(week.weekStart) }).click();
  const wednesday = shownDate(addDays(week.weekStart, 2));
  await expect(timecards.shift(wednesday)).toContainText('No break over 6 h');
  await timecards.adjust(wednesday, { end: '19:30', breakMinutes: 30, reason: 'Charge nurse confirmed 19:30 with a break' });
  await expect(page.getByText('The line has been adjusted.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(timecards.shift(wednesday)).toContainText('Adjusted by Morgan Patel');

  await timecards.approve();
  await expect(page.getByText('Timecard has been approved.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(timecards.statusChip('Approved')).toBeVisible();
});

test('an ending assignment is evaluated as Do not return and a Client Admin confirms it', async ({ page, browser, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.general, '/decisions?kind=evaluation');
  const queue = new MyDecisionsPage(page);
  await queue.expectLoaded();
  await queue.cardsOf('Evaluation').first().getByRole('link', { name: 'Evaluate' }).click();
  await expect(page).toHaveURL(/\/assigned\/[0-9a-f-]{36}$/);
  const dealId = page.url().slice(-36);
  const card = new EvaluationCard(page);
  await card.openDrawer();
  await card.fillDoNotReturn('Attendance or punctuality', 'Missed two scheduled shifts without notice.');
  await card.save();
  await expect(page.getByRole('alert').filter({ hasText: EVALUATION_SAVED })).toBeVisible();
  await expectReady(request, baseURL);
  await expect(card.region()).toContainText('Waiting for an admin to confirm it.');

  const admin = await browser.newContext({ baseURL });
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin, `/assigned/${dealId}`);
    const adminCard = new EvaluationCard(adminPage);
    await adminCard.confirmDoNotReturn('This hospital');
    await expect(adminPage.getByRole('alert').filter({ hasText: DO_NOT_RETURN_CONFIRMED })).toBeVisible();
    await expectReady(request, baseURL);
    await expect(adminCard.region()).toContainText('Confirmed for this hospital by Avery Collins');
  } finally {
    await admin.close();
  }
});
