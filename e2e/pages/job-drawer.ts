import { expect, type Locator, type Page } from '@playwright/test';
import { typeIntoDatePicker } from '../support/date-picker';
import { JOB_CREATED_TOAST } from '@portal/domain/jobs/job-messages';

export interface NewJob {
  /** The hospital option as shown, '(2-Step)' suffix included. */
  hospital: string;
  unit: string;
  title: string;
  positions: string;
  reason: string;
  shift: string;
  shiftLength: string;
  /** MM/dd/yyyy. */
  startDate: string;
  /** At a 2-step hospital: one of its job approvers other than the user adding the job. */
  approver?: string;
}

/** A created job as AddJob answered. */
export interface CreatedJob {
  jobId: string;
  externalId: string;
  postingStatus: string;
}

/** The Add / Edit job side drawer (and its Approve confirmation). */
export class JobDrawer {
  constructor(private readonly page: Page) {}

  readonly add = () => this.page.getByRole('dialog', { name: 'Add Job' });
  readonly edit = () => this.page.getByRole('dialog', { name: 'Edit Job' });

  /** Opens the Add form from the Jobs list the page is on, once it shows its fields. */
  async openAdd() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Add New' }).click();
    await expect(this.add().getByText('Fill out the form to add job posting.')).toBeVisible();
    await expect(this.add().getByRole('combobox', { name: /^Title/ })).toBeVisible();
  }

  /** Adds `job` from the Jobs list the page is on and returns it as AddJob answered. */
  async addJob(job: NewJob): Promise<CreatedJob> {
    await this.openAdd();
    await this.fill(job);
    return this.submitNew();
  }

  /** Picks `option` in the select labelled `label` (the field's name ends with ' *' when required). */
  async choose(drawer: Locator, label: string, option: string) {
    await drawer.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }


  async fill(job: NewJob) {
    const drawer = this.add();
    await this.choose(drawer, 'Hospital', job.hospital);
    await expect(drawer.getByRole('combobox', { name: /^Unit/ })).not.toHaveAttribute('aria-disabled', 'true');
    await this.choose(drawer, 'Unit', job.unit);
    await this.choose(drawer, 'Title', job.title);
    await drawer.getByRole('textbox', { name: /^Number of Positions/ }).fill(job.positions);
    await this.choose(drawer, 'Reason for Request', job.reason);
    await this.choose(drawer, 'Shift', job.shift);
    await this.choose(drawer, 'Shift Length', job.shiftLength);
    await typeIntoDatePicker(this.page, drawer.getByRole('group', { name: /^Start Date/ }), job.startDate);
    if (job.approver) await this.choose(drawer, 'Approver', job.approver);
  }

  /** The people the Add form's Approver select offers. */
  async approverOptions(): Promise<string[]> {
    await this.add().getByRole('combobox', { name: /^Approver( \*)?$/ }).click();
    await expect(this.page.getByRole('option').first()).toBeVisible();
    const names = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toBeHidden();
    return names;
  }

  /** Submits the Add form and returns the job AddJob created. */
  async submitNew(): Promise<CreatedJob> {
    const answer = this.page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/AddJob'));
    await this.add().getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(this.page.getByText(JOB_CREATED_TOAST)).toBeVisible();
    await expect(this.add()).toBeHidden();
    return (await response.json()) as CreatedJob;
  }

  /** Approve, then Yes to 'Do you want to Approve?'. */
  async approve() {
    await this.edit().getByRole('button', { name: 'Approve' }).click();
    await this.page.getByRole('dialog', { name: 'Do you want to Approve?' }).getByRole('button', { name: 'Yes' }).click();
  }
}
