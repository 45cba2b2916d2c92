import { expect, test } from '@playwright/test';
import { OFFER_DECLINED } from '@portal/domain/candidates/candidate-rules';
import { DELEGATION_ENDED, DELEGATION_SET, earliestDelegationStart, EXTENSION_ACCEPTED, EXTENSION_ACCEPT_PROMPT } from '@portal/domain/decisions/decision-rules';
import { MyDecisionsPage } from '../../pages/my-decisions-page';
import { NotificationsPanel } from '../../pages/notifications-panel';
import { DEMO } from '../../support/demo-accounts';
import { addJobAs, twoStepJob } from '../../support/jobs';
import { expectReady } from '../../support/ready';
import { keepScreenshot } from '../../support/screens';
import { signIn } from '../../support/sign-in';
import { FRESH_LAST_NAME } from './embedded-helpers';

/** My decisions, its delegation and the notifications bell on the embedded PGlite; /api/ready after each write. */

const PHONE = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('an extension offer is approved and a candidate declined from My decisions', async ({ page, request, baseURL }) => {
    test.slow();
    await signIn(page, DEMO.general, '/decisions');
    const queue = new MyDecisionsPage(page);
    await queue.expectLoaded();

    const offer = queue.cardsOf('Extension offer').first();
    const offerName = (await offer.getByRole('heading').textContent()) ?? '';
    await queue.approve(offer, EXTENSION_ACCEPT_PROMPT);
    await expect(page.getByText(EXTENSION_ACCEPTED)).toBeVisible({ timeout: 15_000 });
    await expectReady(request, baseURL);
    await expect(queue.card(offerName)).toHaveCount(0);

    // Not one of the candidates the other specs submit and decide themselves.
    const names = await queue.cardsOf('Candidate').getByRole('heading').allTextContents();
    const candidateName = names.find((name) => !name.includes(FRESH_LAST_NAME) && names.filter((n) => n === name).length === 1);
    expect(candidateName, 'a candidate in the queue').toBeDefined();
    await queue.declineCandidate(queue.card(candidateName!));
    await expect(page.getByText(OFFER_DECLINED)).toBeVisible({ timeout: 15_000 });
    await expectReady(request, baseURL);
    await expect(queue.card(candidateName!)).toHaveCount(0);

    await page.reload();
    await queue.expectLoaded();
    await expect(queue.card(offerName)).toHaveCount(0);
    await expect(queue.card(candidateName!)).toHaveCount(0);
    // What the phone shows after the two decisions (the whole queue is some 24,000 px long).
    await keepScreenshot(page, 'embedded-my-decisions-390.png');
  });
});

/** A day `days` after the delegation drawer's default start, yyyy-mm-dd (as my-decisions.spec.ts). */
const dayFromStart = (days: number) => new Date(Date.parse(earliestDelegationStart(new Date())) + days * 86_400_000).toISOString().slice(0, 10);

test('a user delegates their decisions to a colleague, who is told so, and ends the delegation', async ({ page, browser, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.general, '/decisions');
  const mine = new MyDecisionsPage(page);
  await mine.expectLoaded();
  const block = mine.outOfOffice();
  // A retry finds the first attempt's delegation: end it, as the user would.
  const end = block.getByRole('button', { name: 'End delegation' });
  await expect(block.getByText(/^Your decisions are (not delegated\.|delegated to )/)).toBeVisible();
  if (await end.isVisible()) {
    await end.click();
    await expect(page.getByText(DELEGATION_ENDED)).toBeVisible();
  }

  await block.getByRole('button', { name: 'Delegate my decisions' }).click();
  const drawer = mine.delegationDrawer();
  await drawer.getByRole('combobox', { name: /^Colleague/ }).click();
  await page.getByRole('option', { name: 'Elliot Vance', exact: true }).click();
  await mine.typeDay('To', dayFromStart(7));
  await drawer.getByRole('button', { name: 'Delegate', exact: true }).click();
  await expect(page.getByText(DELEGATION_SET)).toBeVisible();
  await expectReady(request, baseURL);
  await expect(block.getByText(/^Your decisions are delegated to Elliot Vance from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  const theirs = await browser.newContext({ baseURL });
  try {
    const colleague = await theirs.newPage();
    await signIn(colleague, DEMO.elliot, '/decisions');
    await expect(colleague.getByText(/^Morgan Patel delegated their decisions to you until /)).toBeVisible();
  } finally {
    await theirs.close();
  }

  await block.getByRole('button', { name: 'End delegation' }).click();
  await expect(page.getByText(DELEGATION_ENDED)).toBeVisible();
  await expectReady(request, baseURL);
  await expect(block.getByText('Your decisions are not delegated.')).toBeVisible();
});

test('a notification is opened (read) and cleared, and the notification preferences are saved', async ({ page, browser, request, baseURL }) => {
  test.slow();
  // The Client Admin adds a job naming Elliot Vance its approver: AddJob notifies him.
  const created = await addJobAs(browser, baseURL, DEMO.admin, twoStepJob('Elliot Vance'), signIn);
  await expectReady(request, baseURL);

  await signIn(page, DEMO.elliot, '/jobs');
  const bell = new NotificationsPanel(page);
  await bell.open();
  const text = `approve job ${created.externalId}`;
  await expect(bell.row(text)).toContainText('Unread:');
  const read = page.waitForResponse((response) => response.url().includes('/markAsRead'));
  await bell.openRow(text);
  expect((await read).ok()).toBe(true);
  await expectReady(request, baseURL);
  await expect(page).toHaveURL((url) => url.pathname === `/jobs/${created.externalId}`);

  await bell.open();
  await expect(bell.row(text)).not.toContainText('Unread:');
  const rows = await bell.list().getByRole('listitem').count();
  const cleared = page.waitForResponse((response) => response.url().includes('/clearSingle'));
  await bell.clear(text);
  expect((await cleared).ok()).toBe(true);
  await expect(bell.row(text)).toHaveCount(0);
  await expect(bell.list().getByRole('listitem')).toHaveCount(rows - 1);
  await expectReady(request, baseURL);
  await page.reload();
  await bell.open();
  await expect(bell.list().getByRole('listitem').first()).toBeVisible();
  await expect(bell.row(text)).toHaveCount(0);

  await bell.panel().getByRole('button', { name: 'Notification preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Notification preferences' });
  const jobApproved = preferences.getByRole('combobox', { name: 'Job approved' });
  await expect(jobApproved).toBeEnabled();
  // Whatever it is now (a retry finds the first attempt's choice), the other of the two.
  const choice = (await jobApproved.textContent())?.includes('Daily e-mail digest') ? 'In the portal' : 'Daily e-mail digest';
  await jobApproved.click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('NotificationPreferences'));
  await preferences.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(preferences).toBeHidden();
  await expectReady(request, baseURL);

  await page.reload();
  await bell.open();
  await bell.panel().getByRole('button', { name: 'Notification preferences' }).click();
  await expect(preferences.getByRole('combobox', { name: 'Job approved' })).toHaveText(choice);
});
