import { expect, type Locator, type Page } from '@playwright/test';
import { getInvoiceDetails, getInvoices, type InvoiceDetails, type InvoiceListResponse } from '@portal/domain/api/invoices';
import { typeIntoDatePicker } from '../support/date-picker';
import { callAsPage } from '../support/portal-api';
import { ListPage } from './list-page';

/** The invoice list at /invoices and its invoice drawer. */
export class InvoicesPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Name or Invoice #' });
  }

  readonly table = () => this.page.getByRole('table', { name: 'Invoices' });
  readonly rows = () => this.table().locator('tbody tr');
  readonly facility = () => this.page.getByRole('combobox', { name: 'Facility' });
  readonly includePaid = () => this.page.getByRole('switch', { name: 'Include Paid' });
  readonly dateField = () => this.page.getByRole('group', { name: 'Invoice Date' });
  readonly drawer = () => this.page.getByRole('region', { name: /^Invoice INV-/ });

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await this.settled();
  }

  /** Waits until the list shows what was last asked for. */
  async settled() {
    await expect(this.page.getByRole('progressbar', { name: 'Loading invoices' })).toHaveCount(0);
  }

  /** A column's texts, in row order (1 is the selection box, 2 Action, 3 Name, 4 Invoice #, 5 Invoice Date, 6 Facility). */
  async column(index: number): Promise<string[]> {
    await this.settled();
    return this.rows().locator(`td:nth-child(${index})`).allTextContents();
  }

  /** Matching invoices over every page: as the pagination says, or the rows of a single page. */
  async total(): Promise<number> {
    await this.settled();
    const showing = this.page.getByText(/^Showing \d+–\d+ of \d+$/);
    if (!(await showing.isVisible())) return this.rows().count();
    return Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
  }

  /**
   * Debounced 500 ms (SPEC.md §9): no Enter needed. Once the list takes the search its address holds
   * it (q), so this waits for that, then for the list, whether it asks the server or its cache.
   */
  override async search(text: string) {
    await this.searchBox().fill(text);
    await expect(this.page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === text.trim());
    await this.settled();
  }

  /** Types a day into the date picker as mm/dd/yyyy. */
  async typeDate(mmddyyyy: string) {
    await typeIntoDatePicker(this.page, this.dateField(), mmddyyyy);
    await this.settled();
  }

  async clearDate() {
    await this.dateField().getByRole('spinbutton', { name: 'Month' }).click();
    await this.page.getByRole('button', { name: 'Clear' }).click();
    await this.settled();
  }

  async chooseFacility(name: string) {
    await this.facility().click();
    await this.page.getByRole('option', { name, exact: true }).click();
    // The choice shows in the render that starts the list's request: settled only counts from there.
    await expect(this.facility()).toHaveText(name);
    await this.settled();
  }

  async facilityNames(): Promise<string[]> {
    await this.facility().click();
    const names = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** The id of the facility the list shows, as its address holds it. */
  chosenFacilityId(): string {
    const id = new URL(this.page.url()).searchParams.get('x.facility');
    expect(id, 'the facility chosen, in the address').toBeTruthy();
    return id!;
  }

  /**
   * Finds, with the signed-in user's own calls, without depending on seed numbers, an invoice of the
   * facility whose line the checks flag and that has no dispute yet; returns its Invoice #.
   */
  async flaggedInvoiceWithoutDispute(facilityId: string): Promise<string> {
    const list = await callAsPage<InvoiceListResponse>(this.page, getInvoices, {
      query: { facilities: facilityId, invoicePaid: 'true', sortOrder: 'asce', size: 100 },
    });
    for (const invoice of list.body.data) {
      const details = await callAsPage<InvoiceDetails>(this.page, getInvoiceDetails, { params: { id: invoice.id } });
      if (details.body.lines.some((line) => line.flags.length > 0) && details.body.disputes.length === 0) return invoice.invoiceNumber;
    }
    throw new Error('no flagged invoice without a dispute');
  }

  /** Opens the drawer of the first row's invoice (by its Name), which is `invoiceNumber`. */
  async openFirstInvoice(invoiceNumber: string) {
    await this.rows().first().locator('td:nth-child(3) button').click();
    await expect(this.drawer().getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  }

  readonly drawerDownload = () => this.drawer().getByRole('button', { name: 'Download PDF' });

  /** In the drawer, a line the checks flag. */
  readonly flaggedLine = () => this.drawer().getByRole('region').filter({ hasText: 'Flagged:' }).first();

  /** Disputes a line of the drawer with the reason given. */
  async disputeLine(line: Locator, reason: string) {
    await line.getByRole('button', { name: 'Dispute Line' }).click();
    await line.getByRole('textbox', { name: 'Reason for dispute' }).fill(reason);
    await line.getByRole('button', { name: 'Submit Dispute' }).click();
    await expect(this.page.getByText('Your dispute has been recorded.')).toBeVisible();
  }

  /** Records how a line's open dispute ended. */
  async resolveDispute(line: Locator, resolution: string) {
    await line.getByRole('button', { name: 'Resolve Dispute' }).click();
    await line.getByRole('textbox', { name: 'Resolution' }).fill(resolution);
    await line.getByRole('button', { name: 'Mark Resolved' }).click();
    await expect(this.page.getByText('The dispute has been marked resolved.')).toBeVisible();
  }
}
