import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getJobApprovers, getUnitDetailsForHospital } from '@portal/domain/api/jobs';
import { JOB_FORM_FOCUS_ORDER } from '@portal/domain/jobs/job-form';
import { SECTION_ERROR_MESSAGE } from '@/components/section-error';
import { server } from '@/test/server.test-kit';
import { SUBMIT_BUTTON } from './job-drawer';
import { lookupFailedMessage } from './hospital-lookup-select';
import { APPROVER, BAYSIDE, formHandlers, GENERAL, UNITS } from './job.test-kit';
import { choose, chooseHospital, FILL_BAYSIDE_JOB, openDrawer } from './job-drawer.test-kit';

const TWO_STEP_GENERAL = `${GENERAL.name} (2-Step)`;

const submit = (drawer: HTMLElement) => userEvent.click(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));

/** The focus is in the whole field (label, input, message) holding the form value `name`. */
const expectFocusIn = (drawer: HTMLElement, name: string) => {
  const field = drawer.querySelector(`input[name="${name}"]`)?.closest<HTMLElement>('.MuiFormControl-root');
  expect(field, `the ${name} field`).toContainElement(document.activeElement as HTMLElement | null);
};

describe('JobDrawer required fields', () => {
  it("marks every required field 'This field is required' on an empty submit and focuses Hospital", async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    await submit(drawer);
    // Hospital, unit, title, positions, reason, shift, shift length and start date.
    expect(await within(drawer).findAllByText('This field is required')).toHaveLength(8);
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: /Hospital/ })).toHaveFocus());
  });

  // Eight submits, each followed by filling one more field select by select: the longest test of the
  // web suite, 7 s alone and 30 s on two cores shared with the API's tests and a browser.
  it("focuses the first invalid field in SPEC.md §5's order, whichever fields before it are filled", { timeout: 90_000 }, async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    // Each submit leaves the fields before `name` filled and `name` onwards empty.
    for (const name of JOB_FORM_FOCUS_ORDER) {
      await submit(drawer);
      await waitFor(() => expectFocusIn(drawer, name));
      await FILL_BAYSIDE_JOB[name](drawer);
    }
  });
});

describe('JobDrawer approver', () => {
  it('asks for an approver only at a 2-step hospital, and requires one there', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    await choose(drawer, /Hospital/, TWO_STEP_GENERAL);
    const approver = await within(drawer).findByRole('combobox', { name: /Approver/ });
    await submit(drawer);
    await waitFor(() => expect(within(approver.closest('.MuiFormControl-root') as HTMLElement).getByText('This field is required')).toBeInTheDocument());

    await chooseHospital(drawer, BAYSIDE.name);
    await waitFor(() => expect(within(drawer).queryByRole('combobox', { name: /Approver/ })).not.toBeInTheDocument());
  });

  it("keeps the fields and Hospital's focus while a 2-step hospital's approvers load, and requires one meanwhile", async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(callPath(getJobApprovers), async () => {
        await answered;
        return HttpResponse.json([APPROVER]);
      }),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer();
    await choose(drawer, /Hospital/, TWO_STEP_GENERAL);
    const approver = await within(drawer).findByRole('combobox', { name: /Approver/ });
    expect(approver).toHaveAttribute('aria-disabled', 'true');
    expect(within(drawer).getByRole('combobox', { name: /Hospital/ })).toHaveFocus();
    expect(within(drawer).getByRole('combobox', { name: /Unit/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar', { name: 'Loading the job form' })).not.toBeInTheDocument();

    await submit(drawer);
    await waitFor(() => expect(within(approver.closest('.MuiFormControl-root') as HTMLElement).getByText('This field is required')).toBeInTheDocument());

    answer();
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: /Approver/ })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Approver/ }));
    expect(await screen.findByRole('option', { name: APPROVER.name })).toBeInTheDocument();
  });

  it("shows a failure of a 2-step hospital's approvers under the Approver field, and Retry asks again", async () => {
    let calls = 0;
    server.use(
      http.get(callPath(getJobApprovers), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }) : HttpResponse.json([APPROVER]);
      }),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer();
    await choose(drawer, /Hospital/, TWO_STEP_GENERAL);
    expect(await within(drawer).findByText(lookupFailedMessage('Approver'))).toBeInTheDocument();
    expect(within(drawer).queryByText(SECTION_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Unit/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Hospital/ })).toHaveFocus();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(drawer).queryByText(lookupFailedMessage('Approver'))).not.toBeInTheDocument());
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Approver/ }));
    expect(await screen.findByRole('option', { name: APPROVER.name })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows a failure of a chosen hospital's units under the Unit field, and Retry asks again", async () => {
    let calls = 0;
    server.use(
      http.get(callPath(getUnitDetailsForHospital), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 })
          : HttpResponse.json(UNITS[BAYSIDE.hospitalId]);
      }),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer();
    await choose(drawer, /Hospital/, BAYSIDE.name);
    expect(await within(drawer).findByText(lookupFailedMessage('Unit'))).toBeInTheDocument();
    expect(within(drawer).queryByText(SECTION_ERROR_MESSAGE)).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(drawer).queryByText(lookupFailedMessage('Unit'))).not.toBeInTheDocument());
    await choose(drawer, /Unit/, 'ICU — Critical Care');
    expect(calls).toBe(2);
  });
});
