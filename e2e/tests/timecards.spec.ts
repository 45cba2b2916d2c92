import { expect, test } from '@playwright/test';
import { callPath } from '@portal/domain/api/call';
import { postIntegrationInvoice } from '@portal/domain/api/integration';
import { getIntegrationEvents, type IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { addDays } from '@portal/domain/timecards/timecard-rules';
import { InvoicesPage } from '../pages/invoices-page';
import { TimecardsPage } from '../pages/timecards-page';
import { DEMO } from '../support/demo-accounts';
import { providerKey } from '../support/integration';
import { callAsPage } from '../support/portal-api';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { shownDate as shown, submitWeek } from '../support/timecards';

test('the approver finds a submitted week with its exceptions, adjusts a shift and approves; the provider sees both', async ({ page, browser, baseURL }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/timecards');
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);
  const week = await submitWeek(page, key);

  const timecards = new TimecardsPage(page);
  await page.reload();
  await timecards.expectLoaded();
  await timecards.search(week.lastName);
  const card = timecards.card(week.name).filter({ hasText: shown(week.weekStart) });
  await expect(card).toContainText('4 exceptions');
  await expect(card).toContainText('38 of 37.5 h');
  await checkScreen(page, 'timecards');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: week.name })).toBeVisible();
  const wednesday = timecards.shift(shown(addDays(week.weekStart, 2)));
  await expect(wednesday).toContainText('Longer than scheduled: 14 h worked, 12.5 h scheduled');
  await expect(wednesday).toContainText('No break over 6 h');
  const saturday = timecards.shift(shown(addDays(week.weekStart, 5)));
  await expect(saturday).toContainText('Day not scheduled');
  await expect(saturday).toContainText('Over contract hours: 38 h this week, 36 h contracted');
  await checkScreen(page, 'timecard-details');

  await timecards.adjust(shown(addDays(week.weekStart, 2)), { end: '19:30', breakMinutes: 30, reason: 'Charge nurse confirmed 19:30 with a break' });
  await expect(page.getByText('The line has been adjusted.')).toBeVisible();
  await expect(timecards.statusChip('Adjusted')).toBeVisible();
  await expect(wednesday).not.toContainText('Longer than scheduled');
  await expect(wednesday).toContainText('Adjusted by Morgan Patel');
  await expect(saturday).toContainText('Day not scheduled');
  await expect(saturday).not.toContainText('Over contract hours');

  await timecards.approve();
  await expect(page.getByText('Timecard has been approved.')).toBeVisible();
  await expect(timecards.statusChip('Approved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The provider bills 40 hours (its Wednesday's 12 approved overtime hours cover the 4 billed): the line is flagged against the approved 36, and disputed.
  const invoiceNumber = `INV-TC-${Date.now()}`;
  const billed = await page.request.post(callPath(postIntegrationInvoice), {
    headers: { 'x-api-key': key },
    data: {
      externalId: `e2e-${invoiceNumber}`,
      invoiceNumber,
      hospitalId: week.hospitalId,
      name: week.name,
      invoiceDate: new Date().toISOString().slice(0, 10),
      lines: [{ dealId: week.dealId, clinicianName: week.name, weekStart: week.weekStart, regularHours: 36, overtimeHours: 4, rateCents: 9_500, amountCents: 380_000 }],
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const finance = await browser.newContext({ baseURL });
  try {
    const admin = await finance.newPage();
    await openSignedIn(admin, DEMO.admin, `/invoices?x.facility=${week.hospitalId}`);
    const invoices = new InvoicesPage(admin);
    await invoices.expectLoaded();
    await invoices.search(invoiceNumber);
    await invoices.openFirstInvoice(invoiceNumber);
    const line = invoices.flaggedLine();
    await expect(line).toContainText('Bills 40 hours; the approved timecard shows 36.');
    await invoices.disputeLine(line, 'Bills more than the approved timecard');
    await expect(line).toContainText('Dispute Open: Bills more than the approved timecard');
  } finally {
    await finance.close();
  }

  // The provider's systems read both in the events feed: an event is listed once every transaction begun before it ended, so poll (on a shared database server another's long transaction holds them back a while).
  const feedOf = async () => {
    const offered: IntegrationEventsResponse['events'] = [];
    for (let after = 0; ; ) {
      const res = await page.request.get(`${callPath(getIntegrationEvents)}?after=${after}&limit=500`, { headers: { 'x-api-key': key } });
      const feed = (await res.json()) as IntegrationEventsResponse;
      if (feed.events.length === 0) return offered;
      offered.push(...feed.events.filter((event) => event.data.timecardId === week.timecardId));
      after = feed.nextAfter;
    }
  };
  await expect.poll(async () => (await feedOf()).map((event) => event.type), { timeout: 90_000 }).toEqual(['TimecardLineAdjusted', 'TimecardApproved']);
  const offered = await feedOf();
  expect(offered[0]!.data).toMatchObject({ reason: 'Charge nurse confirmed 19:30 with a break', before: { end: '21:00', breakMinutes: 0 }, after: { end: '19:30', breakMinutes: 30 } });
  expect(offered[1]!.data).toMatchObject({ approvedHours: 36 });
});

test('on a phone, a week without exceptions is approved from My decisions in one tap', async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.general, '/decisions?kind=timecard');
  const network = (await callAsPage<UserNetworkResponse>(page, getUserNetwork)).body;
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId);
  const week = await submitWeek(page, key, true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My decisions' })).toBeVisible();
  const card = page.getByRole('article', { name: week.name, exact: true }).filter({ hasText: `Week of ${shown(week.weekStart)}` });
  await expect(card).toContainText('Timecard');
  await expect(card).not.toContainText('exception');
  await card.getByRole('button', { name: 'Approve' }).click();
  // No question first: Undo while it is held, then it is sent.
  await expect(card.getByRole('status')).toContainText('Approving in');
  await expect(page.getByText('Timecard has been approved.')).toBeVisible({ timeout: 15_000 });
  await expect(card).toHaveCount(0);

  await page.goto('/timecards?status=Approved');
  const timecards = new TimecardsPage(page);
  await timecards.expectLoaded();
  await timecards.search(week.lastName);
  await expect(timecards.card(week.name).filter({ hasText: shown(week.weekStart) })).toContainText('Approved');
});
