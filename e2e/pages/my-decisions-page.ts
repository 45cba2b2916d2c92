import { expect, type Locator, type Page } from '@playwright/test';

export type DecisionCardKind = 'Job approval' | 'Candidate' | 'Extension offer' | 'Evaluation';

/** My decisions (/decisions): counts per kind and a card per item, with Approve / Decline, the prompt and Undo. */
export class MyDecisionsPage {
  constructor(private readonly page: Page) {}

  readonly cards = () => this.page.getByRole('article');
  /** The cards of one kind, by the chip that names it. */
  readonly cardsOf = (kind: DecisionCardKind) => this.cards().filter({ has: this.page.getByText(kind, { exact: true }) });
  readonly card = (name: string) => this.page.getByRole('article', { name, exact: true });
  readonly count = (label: string) => this.page.getByText(new RegExp(`^${label}: \\d+$`));
  /** A count's figure. */
  async countOf(label: string): Promise<number> {
    return Number(/: (\d+)$/.exec((await this.count(label).textContent()) ?? '')?.[1]);
  }
  /** A count as the link that filters the queue by it. */
  readonly countLink = (label: string) => this.page.getByRole('link', { name: new RegExp(`^${label}: \\d+$`) });
  readonly showMore = () => this.page.getByRole('button', { name: 'Show more' });
  readonly dialog = () => this.page.getByRole('dialog');

  async goto() {
    await this.page.goto('/decisions');
    await this.expectLoaded();
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'My decisions' })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  /** The due times of the cards, in the order shown. */
  async dueTimes(): Promise<number[]> {
    const texts = await this.page.getByText(/^Due \d{2}\/\d{2}\/\d{4} /).allTextContents();
    return texts.map((text) => {
      const [, month, day, year, hour, minute, half] = /^Due (\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
      const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
      return new Date(Number(year), Number(month) - 1, Number(day), hours, Number(minute)).getTime();
    });
  }

  /** Taps Approve on the card and answers the prompt Yes. */
  async approve(card: Locator, prompt: string) {
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = this.page.getByRole('dialog', { name: prompt });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Taps Decline on a candidate's card and picks the first reason; answers the reason picked. */
  async declineCandidate(card: Locator): Promise<string> {
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = this.dialog();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Reason/ }).click();
    const option = this.page.getByRole('option').first();
    const reason = (await option.textContent()) ?? '';
    await option.click();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeHidden();
    return reason;
  }

  /** The Out of office block and its drawer. */
  readonly outOfOffice = () => this.page.getByRole('region', { name: 'Out of office' });
  readonly delegationDrawer = () => this.page.getByRole('dialog', { name: 'Delegate my decisions' });

  /** Types a day (yyyy-mm-dd) into one of the drawer's date fields, as a person types mm/dd/yyyy. */
  async typeDay(label: 'From' | 'To', isoDay: string) {
    const [year, month, day] = isoDay.split('-');
    const field = this.delegationDrawer().getByRole('group', { name: new RegExp(`^${label}`) });
    await field.getByRole('spinbutton', { name: 'Month' }).click();
    // Emptied first, as a person clears a day before typing another one over it.
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(`${month}${day}${year}`);
  }
}
