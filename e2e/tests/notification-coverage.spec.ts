import { expect, test, type Page } from '@playwright/test';
import { getJobs, type JobListResponse } from '@portal/domain/api/job-list';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { NotificationPreferencesDialog } from '../pages/notification-preferences-dialog';
import { NotificationsPanel } from '../pages/notifications-panel';
import { DEMO } from '../support/demo-accounts';
import { providerKey, submitCandidate } from '../support/integration';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/** Opens the portal signed in and waits until the live connection is open. */
const signInLive = async (page: Page) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/cptnotifications'));
  await openSignedIn(page, DEMO.localAdmin, '/jobs');
  await (await socket).waitForEvent('framereceived');
};

test("a Local Admin who covers one unit gets its candidate live in the bell and nothing of another unit's; changing coverage in the preferences changes what arrives", async ({
  page,
  browser,
  baseURL,
}) => {
  // Four submissions, two saves and axe at two widths: slow on a busy two-core machine.
  test.slow();
  await signInLive(page);
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const jobs = (await callAsPage<JobListResponse>(page, getJobs, { query: { email: DEMO.localAdmin.email }, body: { pageSize: 100 } })).body.jobs;
  const active = jobs.filter((j) => j.postingStatus === 'Active');
  const first = active[0]!;
  const second = active.find((j) => j.hospitalId !== first.hospitalId || j.unit !== first.unit);
  expect(second, 'two active jobs of different units the Local Admin sees').toBeDefined();
  const [a, b] = [first, second!];
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);
  const preferences = new NotificationPreferencesDialog(page);
  const bell = new NotificationsPanel(page);

  // Cover the first job's unit, not the second's.
  await preferences.open();
  await preferences.follow([
    { hospital: a.hospital, unit: a.unit, covers: true },
    { hospital: b.hospital, unit: b.unit, covers: false },
  ]);
  await checkScreen(page, 'notification-preferences-units');
  await preferences.save();

  const stamp = Date.now() % 1_000_000;
  await bell.open();
  // The uncovered unit's candidate first: once the covered one's arrives, the other would have too.
  await submitCandidate(page, key, b.externalId, `Uncovered${stamp}`);
  await submitCandidate(page, key, a.externalId, `Covered${stamp}`);
  await expect(bell.row(`Ada Covered${stamp} is ready for review`)).toBeVisible({ timeout: 5_000 });
  await expect(bell.row(`Ada Uncovered${stamp}`)).toHaveCount(0);
  await bell.close();

  // Swap: now the second unit's candidates arrive and the first's do not.
  await preferences.open();
  await expect(preferences.unit(a.hospital, a.unit)).toBeChecked();
  await preferences.follow([
    { hospital: a.hospital, unit: a.unit, covers: false },
    { hospital: b.hospital, unit: b.unit, covers: true },
  ]);
  await preferences.save();
  await bell.open();
  await submitCandidate(page, key, a.externalId, `Unfollowed${stamp}`);
  await submitCandidate(page, key, b.externalId, `Followed${stamp}`);
  await expect(bell.row(`Ada Followed${stamp} is ready for review`)).toBeVisible({ timeout: 5_000 });
  await expect(bell.row(`Ada Unfollowed${stamp}`)).toHaveCount(0);
  // Nor after a reload: it was never routed to them.
  await page.reload();
  await bell.open();
  await expect(bell.row(`Ada Followed${stamp}`)).toBeVisible();
  await expect(bell.row(`Ada Unfollowed${stamp}`)).toHaveCount(0);
});
