import { expect, type Page } from '@playwright/test';
import { downloadFrom, type DownloadedFile } from '../support/download';
import { ListPage } from './list-page';

/** The Candidates list and a candidate's details (/candidates, /candidates/:candidateId). */
export class CandidatesPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Name', exportName: 'ClientPortal_CandidateList' });
  }

  readonly card = (name: string) => this.page.getByRole('link', { name: `Open ${name}`, exact: true });
  /** A card whether or not it is a link (users without ViewCandidateDetail). */
  readonly cardHeading = (name: string) => this.page.getByRole('heading', { level: 2, name, exact: true });
  readonly table = () => this.page.getByRole('table', { name: 'Candidates' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });

  async goto() {
    await this.page.goto('/candidates');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await expect(this.page.getByText('Review submitted candidates and make offer decisions.')).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  }

  /** Opens a candidate's details by its id, as a link from elsewhere would. */
  async openDetails(candidateId: string, name: string) {
    await this.page.goto(`/candidates/${candidateId}`);
    await this.expectDetails(name);
  }

  async expectDetails(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** The status badge beside the candidate's name. */
  readonly statusBadge = (label: string) => this.page.getByRole('main').locator('header').getByText(label, { exact: true });
  readonly section = (title: string) => this.page.getByRole('region', { name: title });
  readonly extendOffer = () => this.page.getByRole('button', { name: 'Extend Offer' });
  readonly decline = () => this.page.getByRole('button', { name: 'Decline', exact: true });

  /** Extend Offer, answered Yes to SPEC.md §5's prompt. */
  async extendTheOffer() {
    await this.extendOffer().click();
    const prompt = this.page.getByRole('dialog', { name: 'Do you want to extend an offer?' });
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(prompt).toBeHidden();
  }

  /** Titled with the candidate's name (decision 0120). */
  readonly declineDialog = () => this.page.getByRole('dialog', { name: /^Decline / });

  /** Decline with the reason picked (or none, to see the rule refuse it). */
  async declineWith(reason: string | undefined) {
    const dialog = this.declineDialog();
    if (!(await dialog.isVisible())) await this.decline().click();
    if (reason) {
      await dialog.getByRole('combobox', { name: /^Reason/ }).click();
      await this.page.getByRole('option', { name: reason, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  }

  /** Downloads one document by its row's button and returns the file. */
  async downloadDocument(displayName: string): Promise<DownloadedFile> {
    return downloadFrom(this.page, () => this.section('Documents').getByRole('button', { name: `Download ${displayName}` }).click());
  }

  /** Ticks the named documents and downloads them together (a ZIP). */
  async downloadSelected(displayNames: readonly string[]): Promise<DownloadedFile> {
    const documents = this.section('Documents');
    for (const name of displayNames) await documents.getByRole('checkbox', { name: `Select ${name}` }).check();
    return downloadFrom(this.page, () => documents.getByRole('button', { name: /^Download Selected/ }).click());
  }
}
