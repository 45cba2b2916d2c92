import { expect, test, type Page } from '@playwright/test';
import { NO_RESULTS } from '@portal/domain/messages';
import { JobDrawer } from '../pages/job-drawer';
import { NotificationsPanel } from '../pages/notifications-panel';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { signIn } from '../support/sign-in';

/**
 * The bell of general@northwind.test (Morgan Patel, a job approver at the 2-step hospital). The
 * notification is raised by a real action in another browser: the Client Admin adds a job naming
 * Morgan Patel its approver, and AddJob writes the JobApproverDesignated notification.
 */
// One user's bell: the second test clears what the first one reads.
test.describe.configure({ mode: 'serial' });

const START_DATE = `04/06/${new Date().getFullYear() + 1}`;

/** Signs in and waits until the live connection is open (its first frame is the server's connect answer). */
const signInLive = async (page: Page) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/cptnotifications'));
  await signIn(page, DEMO.general, '/jobs');
  await (await socket).waitForEvent('framereceived');
};

test('a job naming the user its approver appears in the open bell within a second, and opening it goes to the job', async ({ page, browser, baseURL }) => {
  await signInLive(page);
  const bell = new NotificationsPanel(page);
  await expect(bell.bell()).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.open();

  const admin = await browser.newContext({ baseURL });
  try {
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin, '/jobs');
    await adminPage.getByRole('button', { name: 'Add New' }).click();
    const drawers = new JobDrawer(adminPage);
    await drawers.fill({
      hospital: 'Northwind General Hospital (2-Step)',
      unit: 'ICU — Critical Care',
      title: 'RN - ICU',
      positions: '1',
      reason: 'Staff Vacancy',
      shift: 'Days',
      shiftLength: '12 Hours',
      startDate: START_DATE,
      approver: 'Morgan Patel',
    });
    const answer = adminPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/AddJob'));
    await drawers.add().getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    const committedAt = Date.now();
    expect(response.status()).toBe(201);
    const { externalId } = (await response.json()) as { externalId: string };

    const row = bell.row(`approve job ${externalId}`);
    await expect(row).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - committedAt, 'from AddJob answering to the bell showing it').toBeLessThan(1_000);
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

test('a candidate notification opens the candidate; Clear removes one and Clear All removes all, by keyboard too; axe at both widths', async ({ page }) => {
  await signInLive(page);
  const bell = new NotificationsPanel(page);
  await bell.open();
  await expect(bell.list().getByRole('listitem').first()).toBeVisible();
  await checkScreen(page, 'notifications-panel');

  const text = (await bell.row(/is ready for review for/).first().locator('p').innerText()).replace(/^Unread: /, '');
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

  await bell.panel().getByRole('button', { name: 'Clear All' }).click();
  await expect(bell.panel().getByText(NO_RESULTS)).toBeVisible();
  await bell.close();
  await page.reload();
  await expect(bell.bell()).toHaveAccessibleName('Notifications');
  await bell.open();
  await expect(bell.panel().getByText(NO_RESULTS)).toBeVisible();
});
