import { expect, type Page } from '@playwright/test';
import { NotificationsPanel } from './notifications-panel';

/** The bell's Notification preferences dialog: where each kind goes, and the units the user follows. */
export class NotificationPreferencesDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Notification preferences' });
  /** The checkbox of one unit, under its hospital. */
  readonly unit = (hospital: string, unit: string) =>
    this.dialog().getByRole('group', { name: 'Units you follow' }).getByRole('group', { name: hospital, exact: true }).getByRole('checkbox', { name: unit, exact: true });

  async open() {
    const bell = new NotificationsPanel(this.page);
    await bell.open();
    await bell.panel().getByRole('button', { name: 'Notification preferences' }).click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('group', { name: 'Units you follow' })).toBeVisible();
  }

  /** Ticks or unticks units, then saves; the dialog closes once both are saved. */
  async follow(units: readonly { hospital: string; unit: string; covers: boolean }[]) {
    for (const { hospital, unit, covers } of units) await this.unit(hospital, unit).setChecked(covers);
  }

  /** Saves; the bell's panel the dialog was opened from is closed too. */
  async save() {
    await this.dialog().getByRole('button', { name: 'Save' }).click();
    await expect(this.dialog()).toBeHidden();
    await new NotificationsPanel(this.page).close();
  }
}
