import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** The Timecards list and a week's details. */
export class TimecardsPage extends ListPage {
  constructor(page: Page) {
    super(page, { searchLabel: 'Search by Traveler' });
  }

  override readonly cards = () => this.page.getByRole('link', { name: /^Open timecard of / });
  readonly card = (name: string) => this.page.getByRole('link', { name: new RegExp(`^Open timecard of ${name}, week of `) });
  readonly shift = (date: string) => this.page.getByRole('listitem', { name: `Shift of ${date}` });
  readonly statusChip = (status: string) => this.page.getByRole('main').locator('.MuiChip-label').getByText(status, { exact: true });

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Timecards' })).toBeVisible();
    await expect(this.page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  }

  /** Adjusts the shift of `date` (mm/dd/yyyy) to these times and break, with a reason. */
  async adjust(date: string, change: { end: string; breakMinutes: number; reason: string }) {
    await this.shift(date).getByRole('button', { name: `Adjust shift of ${date}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Adjust shift' });
    await dialog.getByLabel('End', { exact: true }).fill(change.end);
    await dialog.getByLabel('Unpaid break (minutes)').fill(String(change.breakMinutes));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(change.reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async approve() {
    await this.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await this.page.getByRole('dialog', { name: 'Do you want to approve this timecard?' }).getByRole('button', { name: 'Yes' }).click();
  }
}
