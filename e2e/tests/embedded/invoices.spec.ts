import { expect, test } from '@playwright/test';
import { InvoicesPage } from '../../pages/invoices-page';
import { DEMO } from '../../support/demo-accounts';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';

/** An invoice line disputed and the dispute resolved on the embedded PGlite; /api/ready after each. */

test('Finance disputes a flagged invoice line and records its resolution', async ({ page, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.finance, '/invoices');
  const invoices = new InvoicesPage(page);
  await invoices.expectLoaded();
  await invoices.includePaid().click();
  await invoices.settled();
  const flagged = await invoices.flaggedInvoiceWithoutDispute(invoices.chosenFacilityId());

  await invoices.search(flagged);
  await expect(invoices.rows()).toHaveCount(1);
  await invoices.openFirstInvoice(flagged);
  const line = invoices.flaggedLine();

  await invoices.disputeLine(line, 'Hours above the guarantee were not approved');
  await expectReady(request, baseURL);
  await expect(line).toContainText('Dispute Open: Hours above the guarantee were not approved');

  await invoices.resolveDispute(line, 'Credit note issued for the extra hours');
  await expectReady(request, baseURL);
  await expect(line).toContainText('Dispute Resolved: Hours above the guarantee were not approved');
  await expect(line).toContainText('Resolution: Credit note issued for the extra hours');
});
