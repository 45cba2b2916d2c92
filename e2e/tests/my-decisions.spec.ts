import { expect, test } from '@playwright/test';
import { OFFER_DECLINED } from '@portal/domain/candidates/candidate-rules';
import {
  DELEGATION_ENDED,
  DELEGATION_ENDS_BEFORE_START,
  DELEGATION_SET,
  earliestDelegationStart,
  EXTENSION_ACCEPTED,
  EXTENSION_ACCEPT_PROMPT,
} from '@portal/domain/decisions/decision-rules';
import { JOB_APPROVE_QUESTION, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { HistoryPanel } from '../pages/history-panel';
import { MyDecisionsPage } from '../pages/my-decisions-page';
import { DEMO } from '../support/demo-accounts';
import { expectAccessible } from '../support/accessibility';
import { checkScreen } from '../support/screens';
import { SEEDED_CANDIDATES } from '../support/seeded-candidates';
import { openSignedIn } from '../support/signed-in';

/**
 * My decisions at phone width, in the shared demo network. It decides an extension offer and a
 * candidate no other spec decides (the seeded candidates of support/seeded-candidates.ts are left
 * alone); the specs that count those lists read their counts again when its decision lands between.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const RESERVED = new Set(Object.values(SEEDED_CANDIDATES).map((candidate) => candidate.name));

test('one queue of approvals, candidates and extension offers, soonest due first; decided with a tap on a phone, and gone from a second session without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const other = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const second = await other.newPage();
    await openSignedIn(page, DEMO.general, '/decisions');
    await openSignedIn(second, DEMO.general, '/decisions');
    const queue = new MyDecisionsPage(page);
    const elsewhere = new MyDecisionsPage(second);
    await queue.expectLoaded();
    await elsewhere.expectLoaded();

    for (const label of ['Job approvals', 'Candidates', 'Extension offers']) await expect(queue.count(label)).toBeVisible();
    await expect(queue.cardsOf('Job approval').first()).toBeVisible();
    await expect(queue.cardsOf('Candidate').first()).toBeVisible();
    await expect(queue.cardsOf('Extension offer').first()).toBeVisible();
    const due = await queue.dueTimes();
    expect(due.length).toBeGreaterThan(2);
    expect(due).toEqual([...due].sort((a, b) => a - b));
    await expectAccessible(page, 'My decisions at 390 px');

    // Approve with a tap: the confirmation, the undo window, then the toast; the second session drops it too.
    const offer = queue.cardsOf('Extension offer').first();
    const offerName = (await offer.getByRole('heading').textContent()) ?? '';
    await queue.approve(offer, EXTENSION_ACCEPT_PROMPT);
    await expect(offer.getByRole('status')).toContainText(/Approving in \d s/);
    await expect(offer.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByText(EXTENSION_ACCEPTED)).toBeVisible({ timeout: 15_000 });
    await expect(queue.card(offerName)).toHaveCount(0);
    await expect(elsewhere.card(offerName)).toHaveCount(0);

    // Decline a candidate with a reason.
    const candidates = queue.cardsOf('Candidate');
    const names = await candidates.getByRole('heading').allTextContents();
    const candidateName = names.find((name) => !RESERVED.has(name) && names.filter((n) => n === name).length === 1)!;
    await expect(elsewhere.card(candidateName)).toBeVisible();
    await queue.declineCandidate(queue.card(candidateName));
    await expect(queue.card(candidateName).getByRole('status')).toContainText(/Declining in \d s/);
    await expect(page.getByText(OFFER_DECLINED)).toBeVisible({ timeout: 15_000 });
    await expect(queue.card(candidateName)).toHaveCount(0);
    await expect(elsewhere.card(candidateName)).toHaveCount(0);

    await checkScreen(page, 'my-decisions');
  } finally {
    await other.close();
  }
});

test('more than 100 items: Show more reaches the last one, in due order, and a count filters the queue by its kind', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/decisions');
  const queue = new MyDecisionsPage(page);
  await queue.expectLoaded();
  const kinds = ['Job approvals', 'Candidates', 'Extension offers', 'Evaluations', 'Timecards'];
  const total = (await Promise.all(kinds.map((label) => queue.countOf(label)))).reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(100);
  await expect(queue.cards()).toHaveCount(100);
  while (await queue.showMore().isVisible()) {
    const shown = await queue.cards().count();
    await queue.showMore().click();
    await expect.poll(() => queue.cards().count()).toBeGreaterThan(shown);
  }
  // Other specs may decide an item of this network meanwhile: the last page holds what is left.
  expect(Math.abs((await queue.cards().count()) - total)).toBeLessThanOrEqual(2);
  const due = await queue.dueTimes();
  expect(due).toEqual([...due].sort((a, b) => a - b));

  const jobs = await queue.countOf('Job approvals');
  await queue.countLink('Job approvals').click();
  await expect(page).toHaveURL(/\/decisions\?kind=job$/);
  await expect(queue.countLink('Job approvals')).toHaveAttribute('aria-current', 'page');
  await expect(queue.cardsOf('Candidate')).toHaveCount(0);
  await expect(queue.cards()).toHaveCount(Math.min(jobs, 100));
  await expect(queue.cardsOf('Job approval')).toHaveCount(Math.min(jobs, 100));
  await checkScreen(page, 'my-decisions-filtered');
});

test("home opens with a 'My decisions' section and the sidebar counts each kind", async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/');
  const section = page.getByRole('region', { name: 'My decisions' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'My decisions', exact: true })).toBeVisible();
  await expect(navigation.getByText(/^\d+ jobs · \d+ candidates · \d+ extensions · \d+ evaluations( · \d+ timecards)?$/)).toBeVisible();
  await checkScreen(page, 'home-my-decisions');
});

/**
 * A day `days` after the drawer's default start, yyyy-mm-dd. The start is the domain's earliest one
 * (12 hours behind UTC), not the UTC day: just after midnight UTC they differ, and "the day before
 * the start" would be the start itself.
 */
const dayFromStart = (days: number) =>
  new Date(Date.parse(earliestDelegationStart(new Date())) + days * 86_400_000).toISOString().slice(0, 10);

test("out of office: the user delegates to a colleague, who signs in, sees and decides a delegated item, and the item's History names both", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people sign in and every screen is checked at two widths: longer than test.slow() allows on a shared machine.
  test.setTimeout(420_000);
  await openSignedIn(page, DEMO.general, '/decisions');
  const mine = new MyDecisionsPage(page);
  await mine.expectLoaded();
  const block = mine.outOfOffice();
  await expect(block).toBeVisible();
  // A retry finds the first attempt's delegation: end it, as the user would.
  const end = block.getByRole('button', { name: 'End delegation' });
  if (await end.isVisible()) {
    await end.click();
    await expect(page.getByText(DELEGATION_ENDED)).toBeVisible();
  }
  await expect(block.getByText('Your decisions are not delegated.')).toBeVisible();

  await block.getByRole('button', { name: 'Delegate my decisions' }).click();
  const drawer = mine.delegationDrawer();
  await drawer.getByRole('combobox', { name: /^Colleague/ }).click();
  await page.getByRole('option', { name: 'Elliot Vance', exact: true }).click();
  // The last day before the first is refused with its message.
  await mine.typeDay('To', dayFromStart(-1));
  await drawer.getByRole('button', { name: 'Delegate', exact: true }).click();
  await expect(drawer.getByText(DELEGATION_ENDS_BEFORE_START)).toBeVisible();
  await expectAccessible(page, 'the delegation drawer at 390 px');
  await mine.typeDay('To', dayFromStart(7));
  await drawer.getByRole('button', { name: 'Delegate', exact: true }).click();
  await expect(page.getByText(DELEGATION_SET)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(block.getByText(/^Your decisions are delegated to Elliot Vance from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  // The colleague signs in through the sign-in page on their own phone.
  const theirs = await browser.newContext({ baseURL, viewport: PHONE });
  try {
    const colleague = await theirs.newPage();
    await openSignedIn(colleague, DEMO.elliot, '/decisions');
    const queue = new MyDecisionsPage(colleague);
    await queue.expectLoaded();
    await expect(colleague.getByText(/^Morgan Patel delegated their decisions to you until /)).toBeVisible();
    const delegated = queue.cards().filter({ has: colleague.getByText('On behalf of Morgan Patel', { exact: true }) }).first();
    await expect(delegated).toBeVisible();
    await expectAccessible(colleague, "the delegate's My decisions at 390 px");
    const name = (await delegated.getByRole('heading').textContent()) ?? '';
    const jobNumber = ((await delegated.getByText(/^Job # /).textContent()) ?? '').replace('Job # ', '');
    await queue.approve(delegated, JOB_APPROVE_QUESTION);
    await expect(colleague.getByText(JOB_UPDATED)).toBeVisible({ timeout: 15_000 });
    await expect(queue.card(name).filter({ hasText: jobNumber })).toHaveCount(0);
    await checkScreen(colleague, 'my-decisions-delegated');

    // The job's History names the colleague who decided and the user they decided for.
    await colleague.goto(`/job-posts/${jobNumber}`);
    await expect(colleague.getByText(`Job # ${jobNumber}`)).toBeVisible();
    const history = new HistoryPanel(colleague);
    await expect(history.entry('Edited by Elliot Vance on behalf of Morgan Patel')).toBeVisible();
    await history.scrollIntoView();
    await checkScreen(colleague, 'my-decisions-delegated-history');
  } finally {
    await theirs.close();
  }

  // Back in the office: the user ends the delegation.
  await block.getByRole('button', { name: 'End delegation' }).click();
  await expect(page.getByText(DELEGATION_ENDED)).toBeVisible();
  await expect(block.getByText('Your decisions are not delegated.')).toBeVisible();
});
