import { expect, test, type Page } from '@playwright/test';
import { getInvoiceDetails, getInvoices, type InvoiceDetails, type InvoiceListResponse } from '@portal/domain/api/invoices';
import { InvoicesPage } from '../../pages/invoices-page';
import { DEMO } from '../../support/demo-accounts';
import { callAsPage } from '../../support/portal-api';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';

/** An invoice line disputed and the dispute resolved on the embedded PGlite; /api/ready after each. */

/** An invoice of the facility whose line the checks flag and that has no dispute yet, with Finance's own calls. */
const findFlaggedInvoice = async (page: Page, facilityId: string) => {
  const list = await callAsPage<InvoiceListResponse>(page, getInvoices, {
    query: { facilities: facilityId, invoicePaid: 'true', sortOrder: 'asce', size: 100 },
  });
  for (const invoice of list.body.data) {
    const details = await callAsPage<InvoiceDetails>(page, getInvoiceDetails, { params: { id: invoice.id } });
    if (details.body.lines.some((line) => line.flags.length > 0) && details.body.disputes.length === 0) return invoice.invoiceNumber;
  }
  throw new Error('no flagged invoice without a dispute');
};

test('Finance disputes a flagged invoice line and records its resolution', async ({ page, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.finance, '/invoices');
  const invoices = new InvoicesPage(page);
  await invoices.expectLoaded();
  await invoices.includePaid().click();
  await invoices.settled();
  const facilityId = new URL(page.url()).searchParams.get('x.facility');
  expect(facilityId, 'the facility chosen, in the address').toBeTruthy();
  const flagged = await findFlaggedInvoice(page, facilityId!);

  // The search is debounced: wait for the list the search asks for rather than a fixed time.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/invoicing') && url.searchParams.get('searchTerm') === flagged;
  });
  await invoices.searchBox().fill(flagged);
  await searched;
  await invoices.settled();
  await expect(invoices.rows()).toHaveCount(1);
  await invoices.rows().first().locator('td:nth-child(3) button').click();
  const drawer = invoices.drawer();
  await expect(drawer.getByRole('heading', { name: `Invoice ${flagged}` })).toBeVisible();
  const line = drawer.getByRole('region').filter({ hasText: 'Flagged:' }).first();

  await line.getByRole('button', { name: 'Dispute Line' }).click();
  await line.getByRole('textbox', { name: 'Reason for dispute' }).fill('Hours above the guarantee were not approved');
  await line.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(page.getByText('Your dispute has been recorded.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(line).toContainText('Dispute Open: Hours above the guarantee were not approved');

  await line.getByRole('button', { name: 'Resolve Dispute' }).click();
  await line.getByRole('textbox', { name: 'Resolution' }).fill('Credit note issued for the extra hours');
  await line.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(page.getByText('The dispute has been marked resolved.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(line).toContainText('Dispute Resolved: Hours above the guarantee were not approved');
  await expect(line).toContainText('Resolution: Credit note issued for the extra hours');
});
