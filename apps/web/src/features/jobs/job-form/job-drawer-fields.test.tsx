import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getJobApprovers } from '@portal/domain/api/jobs';
import { JOB_FORM_FOCUS_ORDER } from '@portal/domain/jobs/job-form';
import { SECTION_ERROR_MESSAGE } from '../../../components/section-error';
import { server } from '../../../test/server';
import { SUBMIT_BUTTON } from './job-drawer';
import { APPROVER, BAYSIDE, formHandlers, GENERAL } from './test-job';
import { choose, chooseHospital, FILL_BAYSIDE_JOB, openDrawer } from './test-job-drawer';

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

  it("focuses the first invalid field in SPEC.md §5's order, whichever fields before it are filled", async () => {
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

  it("shows the form loading, not fields without the Approver, until a 2-step hospital's approvers arrive", async () => {
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
    expect(await within(drawer).findByRole('progressbar', { name: 'Loading the job form' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: /Unit/ })).not.toBeInTheDocument();

    answer();
    expect(await within(drawer).findByRole('combobox', { name: /Approver/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Unit/ })).toBeInTheDocument();
  });

  it("shows the section error when a 2-step hospital's approvers fail, and Refresh asks again", async () => {
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
    expect(await within(drawer).findByText(SECTION_ERROR_MESSAGE)).toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: /Unit/ })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Refresh' }));
    await userEvent.click(await within(drawer).findByRole('combobox', { name: /Approver/ }));
    expect(await screen.findByRole('option', { name: APPROVER.name })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
