import { expect, test, type Page } from '@playwright/test';
import { getJobs, type JobListResponse } from '@portal/domain/api/job-list';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { NO_RESULTS } from '@portal/domain/messages';
import { JobDrawer } from '../pages/job-drawer';
import { NotificationsPanel } from '../pages/notifications-panel';
import { DEMO, type DemoAccount } from '../support/demo-accounts';
import { providerKey, submitCandidate, submitReadyCandidate } from '../support/integration';
import { twoStepJob } from '../support/jobs';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { followJobUnit } from '../support/unit-coverage';

/**
 * The bell of general@northwind.test (Morgan Patel, a job approver at the 2-step hospital). The
 * notification is raised by a real action in another browser: the Client Admin adds a job naming
 * Morgan Patel its approver, and AddJob writes the JobApproverDesignated notification.
 */

/**
 * Opens the portal signed in and waits until the live connection is open (its first frame is the
 * server's connect answer); answers every frame the connection receives from then on.
 */
const signInLive = async (page: Page, account: DemoAccount = DEMO.general): Promise<string[]> => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/cptnotifications'));
  await openSignedIn(page, account, '/jobs');
  const live = await socket;
  await live.waitForEvent('framereceived');
  const frames: string[] = [];
  live.on('framereceived', (frame) => frames.push(String(frame.payload)));
  return frames;
};

test('a job naming the user its approver appears in the open bell within a second, and opening it goes to the job', async ({ page, browser, baseURL }) => {
  // Two sign-ins and a whole job form: over a minute on a busy two-core CI machine.
  test.slow();
  await signInLive(page);
  const bell = new NotificationsPanel(page);
  await expect(bell.bell()).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
  await bell.open();

  const admin = await browser.newContext({ baseURL });
  try {
    const adminPage = await admin.newPage();
    await openSignedIn(adminPage, DEMO.admin, '/jobs');
    const drawers = new JobDrawer(adminPage);
    await drawers.openAdd();
    await drawers.fill(twoStepJob('Morgan Patel'));
    const drawnAt = await bell.watchRows();
    const answer = adminPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/AddJob'));
    await drawers.add().getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    const committedAt = Date.now();
    expect(response.status()).toBe(201);
    const { externalId } = (await response.json()) as { externalId: string };

    const row = bell.row(`approve job ${externalId}`);
    await expect(row).toBeVisible({ timeout: 5_000 });
    expect((await drawnAt(`approve job ${externalId}`)) - committedAt, 'from AddJob answering to the bell showing it').toBeLessThan(1_000);
    await expect(row).toContainText('Unread:');

    await bell.openRow(`approve job ${externalId}`);
    await expect(page).toHaveURL((url) => url.pathname === `/jobs/${externalId}`);
    await expect(page.getByText(`Job # ${externalId}`)).toBeVisible();
    const candidateFilter = await page.evaluate(() => window.sessionStorage.getItem('cpt_list_candidates'));
    expect(JSON.parse(candidateFilter ?? '{}')).toMatchObject({ statuses: ['Ready for Review'], page: 1 });

    await bell.open();
    await expect(bell.row(`approve job ${externalId}`)).not.toContainText('Unread:');
    await bell.close();
  } finally {
    await admin.close();
  }
});

test("a candidate the provider submits through the integration API is in the bell within a second and opens the candidate; a user without the job's hospital gets nothing", async ({ page, browser, baseURL }) => {
  test.slow();
  await signInLive(page);
  const bell = new NotificationsPanel(page);
  const local = await browser.newContext({ baseURL });
  try {
    // The Local Admin may approve candidates, at two of Northwind's hospitals only.
    const localPage = await local.newPage();
    const localFrames = await signInLive(localPage, DEMO.localAdmin);
    const localBell = new NotificationsPanel(localPage);
    const localHospitals = new Set((await callAsPage<UserNetworkResponse>(localPage, getUserNetwork)).body.hospital.map((h) => h.hospitalId));
    const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
    const jobs = await callAsPage<JobListResponse>(page, getJobs, { query: { email: DEMO.general.email }, body: { pageSize: 100 } });
    const job = jobs.body.jobs.find((j) => j.postingStatus === 'Active' && !localHospitals.has(j.hospitalId));
    expect(job, 'an active job at a hospital the Local Admin does not see').toBeDefined();

    const key = await providerKey(browser, baseURL, network.hospitalNetworkId);
    // The user covers the job's unit: candidates reach who covers their unit (docs/decisions/0130).
    await followJobUnit(page, job!);

    await bell.open();
    const localUnread = await localBell.bell().getAttribute('aria-label');
    const lastName = `Integration${Date.now() % 1_000_000}`;
    const text = `Ada ${lastName} is ready for review`;
    const drawnAt = await bell.watchRows();
    const { dealId } = await submitCandidate(page, key, job!.externalId, lastName);
    const committedAt = Date.now();

    await expect(bell.row(text)).toBeVisible({ timeout: 5_000 });
    expect((await drawnAt(text)) - committedAt, 'from the submission answering to the bell showing it').toBeLessThan(1_000);

    // The Local Admin's open page hears nothing: the hub sent it to the user's connection (their bell
    // drew it), and the Local Admin's, open until the reload, received no frame of it and kept its
    // unread count; their list holds nothing of it after the reload either.
    await expect(localBell.bell()).toHaveAttribute('aria-label', localUnread ?? '');
    await localPage.reload();
    expect(localFrames.filter((frame) => frame.includes(lastName) || frame.includes(dealId))).toEqual([]);
    await localBell.open();
    await expect(localBell.row(text)).toHaveCount(0);

    await bell.openRow(text);
    await expect(page).toHaveURL((url) => url.pathname === `/candidates/${dealId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName);
  } finally {
    await local.close();
  }
});

test('a candidate notification opens the candidate; Clear removes one and Clear All, once confirmed, removes all, by keyboard too; axe at both widths', async ({ page, browser, baseURL }) => {
  // Two widths, each checked with axe: CI's two-core machine ran out of 60 s in it.
  test.slow();
  // The Local Admin's bell: no other test's action notifies them, so what it clears is all it holds.
  await signInLive(page, DEMO.localAdmin);
  const bell = new NotificationsPanel(page);
  const lastName = `Cleared${Date.now() % 1_000_000}`;
  await submitReadyCandidate(browser, baseURL, page, DEMO.localAdmin, lastName);

  await bell.open();
  const text = `Ada ${lastName} is ready for review`;
  await expect(bell.row(text)).toBeVisible();
  await checkScreen(page, 'notifications-panel');

  await bell.openRow(text);
  await expect(page).toHaveURL(/\/candidates\/[0-9a-f-]{36}$/);

  // By keyboard: the bell opens with Enter, Tab reaches the rows' Clear buttons.
  await bell.bell().focus();
  await page.keyboard.press('Enter');
  await expect(bell.panel()).toBeVisible();
  const before = await bell.list().getByRole('listitem').count();
  await bell.clear(text);
  await expect(bell.row(text)).toHaveCount(0);
  await expect(bell.list().getByRole('listitem')).toHaveCount(before - 1);

  // Clear All asks first; Cancel (focused) keeps everything, and the focus returns to Clear All.
  await bell.panel().getByRole('button', { name: 'Clear All' }).click();
  const confirm = bell.panel().getByRole('group', { name: 'Clear all notifications' });
  await expect(confirm).toContainText(before - 1 === 1 ? 'Clear 1 notification?' : `Clear all ${before - 1} notifications?`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(bell.list().getByRole('listitem')).toHaveCount(before - 1);
  await expect(bell.panel().getByRole('button', { name: 'Clear All' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await expect(bell.panel().getByText(NO_RESULTS)).toBeVisible();
  await bell.close();
  await page.reload();
  await expect(bell.bell()).toHaveAccessibleName('Notifications');
  await bell.open();
  await expect(bell.panel().getByText(NO_RESULTS)).toBeVisible();
});
