import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { addJob, updateJob, type JobChangeResponse } from '@portal/domain/api/jobs';
import { JOB_CREATE_FAILED, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { ALL_FLAGS_ON, sessionFor } from '@/test/fixtures.test-kit';
import { server } from '@/test/server.test-kit';
import { ADD_JOB_SUBTITLE, APPROVE_BUTTON, APPROVE_QUESTION, EDIT_JOB_SUBTITLE, EDIT_JOB_TITLE, SUBMIT_BUTTON } from './job-drawer';
import { BAYSIDE, formHandlers, GENERAL, JOB_ID, JOB_NUMBER, jobDetails, UNITS } from './job.test-kit';
import { chooseHospital, fillBaysideJob, openDrawer, typeStartDate } from './job-drawer.test-kit';

const changed = (overrides: Partial<JobChangeResponse> = {}): JobChangeResponse => ({
  response: 'Success',
  jobId: JOB_ID,
  externalId: JOB_NUMBER,
  postingStatus: 'Pending Review',
  openPositions: 3,
  version: 5,
  ...overrides,
});

describe('JobDrawer in add mode', () => {
  it('shows its title and subtitle, 13 weeks by default, and hospitals with their approval stages', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    expect(within(drawer).getByText(ADD_JOB_SUBTITLE)).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Assignment Duration/ })).toHaveTextContent('13 Weeks');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Hospital/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([BAYSIDE.name, `${GENERAL.name} (2-Step)`]);
  });

  it('says when more than 99 positions are asked for, and how long notes may be', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Number of Positions/ }), '100');
    await userEvent.click(within(drawer).getByRole('textbox', { name: 'Notes' }));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));
    expect(await within(drawer).findByText('Number of positions cannot exceed 99')).toBeInTheDocument();
    expect(within(drawer).getByText('Maximum length is 2000 characters')).toBeInTheDocument();
  });

  it("offers units as 'name — type', sorted, for the hospital chosen", async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    await chooseHospital(drawer, BAYSIDE.name);
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Unit/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['ER — Emergency', 'ICU — Critical Care', 'Telemetry — Progressive Care']);
  });

  it('presets the only hospital of a user with one, and shows no hospital field', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer({ session: sessionFor('General User', { hospitals: [BAYSIDE] }) });
    expect(within(drawer).queryByRole('combobox', { name: /Hospital/ })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Unit/ }));
    expect(await screen.findByRole('option', { name: 'ER — Emergency' })).toBeInTheDocument();
  });

  it('creates one job for a double click, with an Idempotency-Key, and says so', async () => {
    const requests: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post(callPath(addJob), async ({ request }) => {
        requests.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(changed(), { status: 201 });
      }),
      ...formHandlers(),
    );
    const { drawer, onClose } = await openDrawer();
    await fillBaysideJob(drawer);
    await userEvent.dblClick(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));

    // SPEC.md §8's toast, not AddJob's answer 'Job created successfully.'.
    expect(await screen.findByText('Job was successfully created')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: {
          hospitalId: BAYSIDE.hospitalId,
          unitId: UNITS[BAYSIDE.hospitalId]![1]!.unitId,
          jobTitleId: 1,
          availablePositions: 2,
          reasonRequest: 'Staff Vacancy',
          shiftId: 1,
          shiftLengthId: 3,
          duration: 13,
          startDate: '2099-12-31',
          notes: '',
          approverIds: [],
        },
      },
    ]);
  });

  it('keeps the values and says so inline when the job cannot be created; a retry sends the same key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keys: (string | null)[] = [];
    server.use(
      http.post(callPath(addJob), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }, { status: 500 });
      }),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer();
    await fillBaysideJob(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(JOB_CREATE_FAILED);
    expect(within(drawer).getByRole('combobox', { name: /Unit/ })).toHaveTextContent('ICU — Critical Care');

    await userEvent.click(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('JobDrawer in edit mode', () => {
  it('shows the job with its hospital fixed and no approver field', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer({ job: jobDetails() });
    expect(within(drawer).getByText(EDIT_JOB_SUBTITLE)).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Hospital' })).toHaveValue(`${GENERAL.name} (2-Step)`);
    expect(within(drawer).getByRole('textbox', { name: 'Hospital' })).toHaveAttribute('readonly');
    expect(within(drawer).getByRole('combobox', { name: /Unit/ })).toHaveTextContent('Med/Surg — Medical Surgical');
    expect(within(drawer).getByRole('textbox', { name: /Number of Positions/ })).toHaveValue('3');
    expect(within(drawer).queryByRole('combobox', { name: /Approver/ })).not.toBeInTheDocument();
  });

  it('keeps positions and start date fixed unless their flags are on', async () => {
    server.use(...formHandlers());
    const flags = { ...ALL_FLAGS_ON, editNumberOfPositions: false, editJobStartDate: false };
    const { drawer } = await openDrawer({ job: jobDetails(), session: sessionFor('Client Admin', { flags }) });
    expect(within(drawer).getByRole('textbox', { name: /Number of Positions/ })).toBeDisabled();
    expect(drawer.querySelector('input[name="startDate"]')).toBeDisabled();
  });

  it("asks 'Do you want to Approve?' and sends nothing on No", async () => {
    const sent = vi.fn();
    server.use(
      http.put(callPath(updateJob), () => {
        sent();
        return HttpResponse.json(changed());
      }),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer({ job: jobDetails() });
    await userEvent.click(within(drawer).getByRole('button', { name: APPROVE_BUTTON }));
    const confirm = await screen.findByRole('dialog', { name: APPROVE_QUESTION });
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: APPROVE_QUESTION })).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: EDIT_JOB_TITLE })).toBeInTheDocument();
  });

  it('approves on Yes with the version seen, says so, and stays when the job is still open', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(callPath(updateJob), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(changed({ postingStatus: 'Active' }));
      }),
      ...formHandlers(),
    );
    const { drawer, onClose, router } = await openDrawer({ job: jobDetails() });
    const positions = within(drawer).getByRole('textbox', { name: /Number of Positions/ });
    await userEvent.clear(positions);
    await userEvent.type(positions, '4');
    await userEvent.click(within(drawer).getByRole('button', { name: APPROVE_BUTTON }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: APPROVE_QUESTION })).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(JOB_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([expect.objectContaining({ jobId: JOB_ID, version: 4, availablePositions: 4, startDate: '2030-03-02', unitId: jobDetails().unitId })]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to the job list once no position is left open', async () => {
    server.use(
      http.put(callPath(updateJob), () => HttpResponse.json(changed({ postingStatus: 'Filled', openPositions: 0 }))),
      ...formHandlers(),
    );
    const { drawer, router } = await openDrawer({ job: jobDetails() });
    await userEvent.click(within(drawer).getByRole('button', { name: APPROVE_BUTTON }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: APPROVE_QUESTION })).getByRole('button', { name: 'Yes' }));
    // The session has every flag on, the unified-job one included, so the list is /jobs.
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it("shows the server's message inline for a stale version and keeps the values", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale = 'This job was changed by someone else. Refresh the page to see the latest version.';
    server.use(
      http.put(callPath(updateJob), () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: stale }, { status: 409 })),
      ...formHandlers(),
    );
    const { drawer } = await openDrawer({ job: jobDetails() });
    const notes = within(drawer).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, ' and PACU');
    await userEvent.click(within(drawer).getByRole('button', { name: APPROVE_BUTTON }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: APPROVE_QUESTION })).getByRole('button', { name: 'Yes' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(stale);
    expect(notes).toHaveValue('Float to ICU when needed and PACU');
  });
});

describe('the start date', () => {
  it('cannot be before today', async () => {
    server.use(...formHandlers());
    const { drawer } = await openDrawer();
    await typeStartDate(drawer, '01012001');
    await userEvent.click(within(drawer).getByRole('button', { name: SUBMIT_BUTTON }));
    expect(await within(drawer).findByText('Start date cannot be before today')).toBeInTheDocument();
  });
});
