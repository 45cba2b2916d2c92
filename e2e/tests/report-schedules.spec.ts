import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { InsightsPage } from '../pages/insights-page';
import { ReportSchedulesPage } from '../pages/report-schedules-page';
import { attachmentsOf, decodeQuotedPrintable } from '@portal/api/test-support/smtp-sink';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { startE2eSmtpSink } from '../support/smtp-sink';

const HEADCOUNT = 'Headcount on Assignment';
const SUBJECT = `Subject: Scheduled report: ${HEADCOUNT}`;

// A zone without daylight saving, 9 hours ahead of UTC: the schedule's 07:00 UTC reads 16:00 there.
test.use({ timezoneId: 'Asia/Tokyo' });

let sink: Awaited<ReturnType<typeof startE2eSmtpSink>>;
test.beforeAll(async () => {
  sink = await startE2eSmtpSink();
});
test.afterAll(() => sink?.close());

test('an admin schedules a weekly e-mail of a report to a colleague; the XLSX reaches the mail server, and the schedule is listed and cancelled', async ({ page }) => {
  test.slow();
  // A repeated run in the same worker reads only its own mail.
  sink.received.splice(0);
  await openSignedIn(page, DEMO.admin, '/insights/reports/headcount-by-hospital-unit?from=2025-01-01');
  const insights = new InsightsPage(page);
  await insights.settled();
  const firstRow = [(await insights.column(1))[0], (await insights.column(2))[0], (await insights.column(3))[0]];

  const schedules = new ReportSchedulesPage(page);
  await schedules.cancelAll();
  await schedules.open();
  const dialog = schedules.dialog();
  await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('Weekly');
  await expect(dialog.getByRole('combobox', { name: 'Time' })).toHaveText('16:00 (Asia/Tokyo) · 07:00 UTC');
  // The signed-in user is the one recipient until others are added (the admin's own copy arrives below).
  await expect(dialog.locator('.MuiChip-root')).toHaveCount(1);
  await schedules.choose('Day of the week', 'Friday');
  await schedules.addRecipient('general', DEMO.general.email);
  await dialog.getByRole('checkbox', { name: 'Also send the first one now' }).check();
  await checkScreen(page, 'schedule-email-dialog');
  // On a phone the chosen time wraps instead of losing its UTC part.
  await page.setViewportSize({ width: 390, height: 844 });
  const time = dialog.getByRole('combobox', { name: 'Time' });
  await expect(time).toBeVisible();
  expect(await time.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await schedules.schedule();
  // The report's page lists the user's schedules of this report.
  await expect(schedules.item(HEADCOUNT)).toContainText('Every Friday at 16:00 (Asia/Tokyo)');

  // The server runs the first e-mail at once; its relay delivers to the SMTP server this test runs.
  // One message to each recipient, each sent on its own.
  const sentTo = (email: string) => sink.received.filter((m) => m.to.includes(email) && m.raw.includes(SUBJECT));
  await expect.poll(() => [sentTo(DEMO.general.email).length, sentTo(DEMO.admin.email).length], { timeout: 30_000 }).toEqual([1, 1]);
  const [mail] = sentTo(DEMO.general.email);
  expect(decodeQuotedPrintable(mail!.raw)).toMatch(/http:\/\/localhost:\d+\/insights\/reports\/headcount-by-hospital-unit\?from=2025-01-01/);
  const [file] = attachmentsOf(mail!.raw);
  expect(file!.fileName).toMatch(/^ClientPortal_HeadcountonAssignment_\d{8}_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file!.content.buffer.slice(file!.content.byteOffset, file!.content.byteOffset + file!.content.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Hospital', 'Unit', 'Headcount']);
  // The file holds the report as the viewer showed it with the same filters.
  expect([1, 2, 3].map((cell) => sheet.getRow(2).getCell(cell).text)).toEqual(firstRow);

  // Listed on the catalogue with when it runs next and what the first run did, then cancelled.
  await page.getByRole('link', { name: 'Back to Insights Reports' }).click();
  const item = schedules.item(HEADCOUNT);
  // Shown in the browser's time zone, named; the schedule keeps its UTC hour.
  await expect(item).toContainText('Every Friday at 16:00 (Asia/Tokyo)');
  await expect(item).toContainText('Sent to 2 recipients');
  await checkScreen(page, 'scheduled-emails');
  await item.getByRole('button', { name: `Cancel the scheduled e-mail of ${HEADCOUNT}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Scheduled e-mail cancelled.')).toBeVisible();
  await expect(schedules.panel()).toContainText('You have no scheduled e-mails.');
});
