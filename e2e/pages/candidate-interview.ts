import { expect, type Page } from '@playwright/test';

/** The candidate page's interview: the 'Request interview' drawer, the Interview section and its cancel dialog. */
export class CandidateInterview {
  constructor(private readonly page: Page) {}

  readonly requestButton = () => this.page.getByRole('button', { name: 'Request interview' });
  readonly drawer = () => this.page.getByRole('dialog', { name: 'Request interview' });
  readonly section = () => this.page.getByRole('region', { name: 'Interview' });
  readonly cancelDialog = () => this.page.getByRole('dialog', { name: 'Cancel interview?' });

  async openRequest() {
    await this.requestButton().click();
    await expect(this.drawer()).toBeVisible();
  }

  /** Fills the drawer: a video call at `link` with each time ('YYYY-MM-DDTHH:mm', the hospital's clock). */
  async fillRequest(link: string, times: readonly string[]) {
    const drawer = this.drawer();
    await drawer.getByLabel('Call link').fill(link);
    const labels = ['First time', 'Second time (optional)', 'Third time (optional)'];
    for (const [index, time] of times.entries()) await drawer.getByLabel(labels[index]!).fill(time);
  }

  async submitRequest() {
    await this.drawer().getByRole('button', { name: 'Request interview' }).click();
    await expect(this.drawer()).toBeHidden();
  }

  async cancelWith(reason: string) {
    await this.section().getByRole('button', { name: 'Cancel interview' }).click();
    await this.cancelDialog().getByLabel('Reason').fill(reason);
    await this.cancelDialog().getByRole('button', { name: 'Cancel interview' }).click();
    await expect(this.cancelDialog()).toBeHidden();
  }
}
