import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

/** The Candidates list and a candidate's details (/candidates, /candidates/:candidateId). */
export class CandidatesPage {
  constructor(private readonly page: Page) {}

  /** The cards, each a link to its details when the user may open them. */
  readonly cards = () => this.page.getByRole('link', { name: /^Open / });
  readonly card = (name: string) => this.page.getByRole('link', { name: `Open ${name}`, exact: true });
  /** A card whether or not it is a link (users without ViewCandidateDetail). */
  readonly cardHeading = (name: string) => this.page.getByRole('heading', { level: 2, name, exact: true });
  readonly chips = () => this.page.getByRole('list', { name: 'Active filters' });
  readonly table = () => this.page.getByRole('table', { name: 'Candidates' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly searchBox = () => this.page.getByRole('searchbox', { name: 'Search by Name' });

  async goto() {
    await this.page.goto('/candidates');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    await expect(this.page.getByText('Review submitted candidates and make offer decisions.')).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  }

  async search(text: string) {
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
  }

  async sortBy(label: string) {
    await this.page.getByRole('button', { name: /^Sort by / }).click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
    await expect(this.page.getByRole('button', { name: `Sort by ${label}` })).toBeVisible();
  }

  /** Ticks the first option of a drawer group and applies it; returns the option's label without its count. */
  async applyFirstOption(groupLabel: string): Promise<string> {
    await this.page.getByRole('button', { name: /^More Filters/ }).click();
    const drawer = this.page.getByRole('dialog');
    const option = drawer.getByRole('group', { name: groupLabel }).getByRole('checkbox').first();
    const label = (await option.locator('xpath=ancestor::label').textContent()) ?? '';
    await option.check();
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer).toBeHidden();
    return label.replace(/\s*\(?\d+\)?\s*$/, '').trim();
  }

  /** Downloads the list in one format through the Download menu and returns the file's bytes. */
  async download(format: 'CSV' | 'XLSX'): Promise<Buffer> {
    await this.page.getByRole('button', { name: 'Download' }).click();
    const [file] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('menuitem', { name: format }).click()]);
    await expect(this.page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();
    expect(file.suggestedFilename()).toMatch(new RegExp(`^ClientPortal_CandidateList_\\d{8}_\\d{6}\\.${format.toLowerCase()}$`));
    return readFile(await file.path());
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

  readonly declineDialog = () => this.page.getByRole('dialog', { name: 'Decline Candidate' });

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
  async downloadDocument(displayName: string): Promise<Download> {
    const [file] = await Promise.all([
      this.page.waitForEvent('download'),
      this.section('Documents').getByRole('button', { name: `Download ${displayName}` }).click(),
    ]);
    return file;
  }

  /** Ticks the named documents and downloads them together (a ZIP). */
  async downloadSelected(displayNames: readonly string[]): Promise<Download> {
    const documents = this.section('Documents');
    for (const name of displayNames) await documents.getByRole('checkbox', { name: `Select ${name}` }).check();
    const [file] = await Promise.all([this.page.waitForEvent('download'), documents.getByRole('button', { name: /^Download Selected/ }).click()]);
    return file;
  }
}
