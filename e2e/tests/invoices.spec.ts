import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { InvoicesPage } from '../pages/invoices-page';
import { DEMO } from '../support/demo-accounts';
import { pdfText } from '@portal/api/test-support/pdf-text';
import { downloadFrom, downloadFromMenu } from '../support/download';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const shownDay = (text: string) => new Date(`${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}T00:00:00Z`);

test('Finance searches, filters, downloads PDFs and a ZIP, exports the list, disputes a flagged line and records its resolution', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.finance, '/invoices');
  const invoices = new InvoicesPage(page);
  await invoices.expectLoaded();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Invoices');

  // The first facility is preselected; only unpaid invoices until Include Paid.
  const facilities = await invoices.facilityNames();
  await expect(invoices.facility()).toHaveText(facilities[0]!);
  expect(new Set(await invoices.column(6))).toEqual(new Set([facilities[0]]));
  const unpaid = await invoices.total();
  await invoices.includePaid().click();
  await invoices.settled();
  expect(await invoices.total()).toBeGreaterThan(unpaid);
  const dates = (await invoices.column(5)).map(shownDay);
  expect(dates).toEqual([...dates].sort((a, b) => b.getTime() - a.getTime()));
  await checkScreen(page, 'invoices');

  // Another facility.
  await invoices.chooseFacility(facilities[1]!);
  expect(new Set(await invoices.column(6))).toEqual(new Set([facilities[1]]));

  // From a date: every row on or after it; a date past the two years shows no data.
  const from = daysAgo(120);
  await invoices.typeDate(mmddyyyy(from));
  const after = (await invoices.column(5)).map(shownDay);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((day) => day.getTime() >= Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))).toBe(true);
  await invoices.typeDate(mmddyyyy(daysAgo(3 * 365)));
  await expect(page.getByText('Invoices can be searched from 2 years back at most. Choose a later date.').first()).toBeVisible();
  await expect(invoices.table()).toHaveCount(0);
  await invoices.clearDate();
  await expect(invoices.table()).toBeVisible();

  // Search by Invoice #.
  const [number] = await invoices.column(4);
  await invoices.search(number!);
  expect(await invoices.column(4)).toEqual([number]);
  const [amount] = await invoices.column(8);
  const [name] = await invoices.column(3);

  // One PDF, opened and read back.
  const pdf = await downloadFrom(page, () => invoices.rows().first().getByRole('button', { name: `Download invoice ${number}` }).click());
  expect(pdf.name).toBe(`Invoice ${number}.pdf`);
  const text = pdfText(pdf.bytes);
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain(`Amount: ${amount}`);
  expect(text).toContain(`Clinician: ${name}`);

  // Two as one ZIP.
  await invoices.search('');
  const twoNumbers = (await invoices.column(4)).slice(0, 2);
  for (const n of twoNumbers) await page.getByRole('checkbox', { name: `Select invoice ${n}` }).check();
  const zip = await downloadFrom(page, () => page.getByRole('button', { name: 'Download Selected (2)' }).click());
  const archive = await JSZip.loadAsync(zip.bytes);
  expect(Object.keys(archive.files).sort()).toEqual(twoNumbers.map((n) => `Invoice ${n}.pdf`).sort());
  expect(pdfText(Buffer.from(await archive.file(`Invoice ${twoNumbers[0]}.pdf`)!.async('uint8array')))).toContain(`Invoice ${twoNumbers[0]}`);

  // The list as CSV.
  const total = await invoices.total();
  const csv = await downloadFromMenu(page, page.getByRole('button', { name: 'Download', exact: true }), 'CSV');
  expect(csv.name).toMatch(/^ClientPortal_Invoices_\d{8}_\d{6}\.csv$/);
  const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Invoice #,Invoice Date,Facility,Unit,Amount,Balance Due');
  expect(lines).toHaveLength(total + 1);

  // Dispute a flagged line of an invoice of the last facility (no other test uses invoices).
  const last = facilities.at(-1)!;
  await invoices.chooseFacility(last);
  const flagged = await invoices.flaggedInvoiceWithoutDispute(invoices.chosenFacilityId());
  await invoices.search(flagged);
  await invoices.openFirstInvoice(flagged);
  const line = invoices.flaggedLine();
  await expect(line).toBeVisible();
  await checkScreen(page, 'invoice-drawer');
  await invoices.disputeLine(line, 'Hours above the guarantee were not approved');
  await expect(line).toContainText('Dispute Open: Hours above the guarantee were not approved');
  await expect(line.getByRole('button', { name: 'Dispute Line' })).toHaveCount(0);

  // The provider answers (a credit note, through the integration events); Finance records how it ended.
  await invoices.resolveDispute(line, 'Credit note CN-1042 issued for the extra hours');
  await expect(line).toContainText('Dispute Resolved: Hours above the guarantee were not approved');
  await expect(line).toContainText('Resolution: Credit note CN-1042 issued for the extra hours');
  await expect(line.getByRole('button', { name: 'Dispute Line' })).toBeVisible();
});

test("the invoice drawer downloads that invoice's PDF", async ({ page }) => {
  await openSignedIn(page, DEMO.finance, '/invoices');
  const invoices = new InvoicesPage(page);
  await invoices.expectLoaded();
  const [number] = await invoices.column(4);
  const [name] = await invoices.column(3);
  await invoices.openFirstInvoice(number!);

  const pdf = await downloadFrom(page, () => invoices.drawerDownload().click());
  expect(pdf.name).toBe(`Invoice ${number}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf.bytes);
  expect(text).toContain(`Invoice ${number}`);
  expect(text).toContain(`Clinician: ${name}`);
  await expect(page.getByText('Your file has been downloaded successfully.')).toBeVisible();
  await expect(invoices.drawer()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(invoices.drawerDownload()).toBeVisible();
});

test('Human Resources is refused /invoices', async ({ page }) => {
  await openSignedIn(page, DEMO.hr, '/invoices');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
});

test('Lakeside, with invoicing off, has no Invoices', async ({ page }) => {
  await openSignedIn(page, DEMO.lakeside, '/invoices');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
});

test('an overlong dispute reason is refused with its limit named, and a long one is shown whole in the drawer', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.finance, '/invoices');
  const invoices = new InvoicesPage(page);
  await invoices.expectLoaded();
  // The first facility (preselected): the test above disputes a line of the last one.
  const flagged = await invoices.flaggedInvoiceWithoutDispute(invoices.chosenFacilityId());
  // The invoice found may be paid: the list shows those only with Include Paid.
  await invoices.includePaid().click();
  await invoices.settled();
  await invoices.search(flagged);
  await invoices.openFirstInvoice(flagged);
  const line = invoices.flaggedLine();
  await line.getByRole('button', { name: 'Dispute Line' }).click();
  const reason = line.getByRole('textbox', { name: 'Reason for dispute' });
  await reason.fill('x'.repeat(2500));
  // Kept whole, not cut: the limit and the length are named and nothing can be sent.
  await expect(reason).toHaveValue('x'.repeat(2500));
  await expect(line).toContainText('Maximum length is 1000 characters Current length: 2500');
  await expect(line.getByRole('button', { name: 'Submit Dispute' })).toBeDisabled();

  // One word of 1,000 characters wraps inside the drawer instead of being clipped.
  const longest = 'y'.repeat(1000);
  await reason.fill(longest);
  await line.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(page.getByText('Your dispute has been recorded.')).toBeVisible();
  const dispute = line.getByRole('alert').filter({ hasText: 'Dispute Open:' });
  await expect(dispute).toContainText(longest);
  const message = dispute.locator('.MuiAlert-message');
  expect(await message.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
