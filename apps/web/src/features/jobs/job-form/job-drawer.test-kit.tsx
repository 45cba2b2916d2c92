import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { JobDetails } from '@portal/domain/api/jobs';
import type { JOB_FORM_FOCUS_ORDER } from '@portal/domain/jobs/job-form';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { ADD_JOB_TITLE, EDIT_JOB_TITLE, JobDrawer } from './job-drawer';
import { BAYSIDE } from './job.test-kit';

/** Opens the drawer (adding, or editing `job`) and waits for its fields. */
export const openDrawer = async ({ job, session = sessionFor('Client Admin') }: { job?: JobDetails; session?: ReturnType<typeof sessionFor> } = {}) => {
  const onClose = vi.fn();
  const view = renderAt(<JobDrawer open onClose={onClose} job={job} />, { session });
  const drawer = await screen.findByRole('dialog', { name: job ? EDIT_JOB_TITLE : ADD_JOB_TITLE });
  await within(drawer).findByRole('combobox', { name: /Title/ });
  return { drawer, onClose, ...view };
};

export const choose = async (drawer: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(drawer).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

export const chooseHospital = async (drawer: HTMLElement, option: string) => {
  await choose(drawer, /Hospital/, option);
  await waitFor(() => expect(within(drawer).getByRole('combobox', { name: /Unit/ })).not.toHaveAttribute('aria-disabled'));
};

export const typeStartDate = async (drawer: HTMLElement, digits: string) => {
  await userEvent.click(within(drawer).getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard(digits);
};

/** How each required field of a new job at Bayside (one approval stage) is filled, by form field name. */
export const FILL_BAYSIDE_JOB = {
  hospitalId: (drawer: HTMLElement) => chooseHospital(drawer, BAYSIDE.name),
  unitId: (drawer: HTMLElement) => choose(drawer, /Unit/, 'ICU — Critical Care'),
  titleId: (drawer: HTMLElement) => choose(drawer, /Title/, 'RN - ICU'),
  positions: (drawer: HTMLElement) => userEvent.type(within(drawer).getByRole('textbox', { name: /Number of Positions/ }), '2'),
  reasonRequest: (drawer: HTMLElement) => choose(drawer, /Reason for Request/, 'Staff Vacancy'),
  shiftId: (drawer: HTMLElement) => choose(drawer, /^Shift$|^Shift \*/, 'Nights'),
  shiftLengthId: (drawer: HTMLElement) => choose(drawer, /Shift Length/, '12 Hours'),
  startDate: (drawer: HTMLElement) => typeStartDate(drawer, '12312099'),
} satisfies Record<(typeof JOB_FORM_FOCUS_ORDER)[number], (drawer: HTMLElement) => Promise<void>>;

/** Fills every required field of a new job at Bayside. */
export const fillBaysideJob = async (drawer: HTMLElement) => {
  for (const fill of Object.values(FILL_BAYSIDE_JOB)) await fill(drawer);
};
