import { expect, type Page } from '@playwright/test';

/** The Evaluation card of an assignment's details page, its drawer and the admins' Do not return dialog (issue 34). */
export class EvaluationCard {
  constructor(private readonly page: Page) {}

  readonly region = () => this.page.getByRole('region', { name: 'Evaluation', exact: true });
  readonly drawer = () => this.page.getByRole('dialog', { name: /^Evaluate / });

  async choose(label: string, option: string) {
    await this.drawer().getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async openDrawer() {
    await this.region().getByRole('button', { name: 'Evaluate' }).click();
    await expect(this.drawer()).toBeVisible();
  }

  /** Fills the ratings and the answer; a Do not return with its reason and what happened. */
  async fillDoNotReturn(reason: string, details: string) {
    await this.choose('Clinical skills', '2 - Below expectations');
    await this.choose('Reliability', '1 - Poor');
    await this.choose('Teamwork', '3 - Meets expectations');
    await this.choose('Would you take them again\\?', 'Do not return');
    await this.choose('Reason', reason);
    await this.drawer().getByRole('textbox', { name: /^What happened/ }).fill(details);
  }

  async save() {
    await this.drawer().getByRole('button', { name: 'Save' }).click();
    await expect(this.drawer()).toBeHidden();
  }

  async confirmDoNotReturn(scope: string) {
    await this.region().getByRole('button', { name: 'Confirm Do not return' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirm Do not return' });
    await dialog.getByRole('combobox', { name: /^Applies to/ }).click();
    await this.page.getByRole('option', { name: scope, exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
}
