import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { patchJob } from '@portal/domain/api/jobs';
import { JOB_CLOSED } from '@portal/domain/jobs/job-messages';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { ALL_FLAGS_ON, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { JOB_ID, jobDetails } from '../job-form/job.test-kit';
import { CLOSE_JOB, CloseJobDialog } from './close-job-dialog';

const job = jobDetails({ postingStatus: 'Active' });

const renderDialog = (flags = ALL_FLAGS_ON) => {
  const view = renderAt(<CloseJobDialog open onClose={vi.fn()} job={job} />, {
    session: sessionFor('Client Admin', { flags }),
    path: `/job-posts/${job.externalId}`,
    route: '/job-posts/:jobId',
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: CLOSE_JOB }) };
};

const closedAnswer = { job: { jobId: JOB_ID, status: 'Closed', openPositions: 2, startDate: job.startDate, modifiedOn: job.modifiedOn, version: 5 } };

describe('CloseJobDialog', () => {
  it('offers the three reasons of SPEC.md and requires one', async () => {
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: CLOSE_JOB }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No longer needed', 'Filled by another agency', 'Opened position in error']);
  });

  it('closes with the reason and the version seen, then goes to /job-posts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(callPath(patchJob), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(closedAnswer);
      }),
    );
    const { dialog, router } = renderDialog({ ...ALL_FLAGS_ON, unifiedJobExperience: false });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Filled by another agency' }));
    await userEvent.click(within(dialog).getByRole('button', { name: CLOSE_JOB }));
    expect(await screen.findByText(JOB_CLOSED)).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId: JOB_ID, version: 4, status: 'Closed', reasonId: 3 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-posts'));
  });

  it('goes to /jobs with the unified-job flag', async () => {
    server.use(http.patch(callPath(patchJob), () => HttpResponse.json(closedAnswer)));
    const { dialog, router } = renderDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'No longer needed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: CLOSE_JOB }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('stays with a message when closing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.patch(callPath(patchJob), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'Database unavailable' }, { status: 500 })));
    const { dialog, router } = renderDialog();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Opened position in error' }));
    await userEvent.click(within(dialog).getByRole('button', { name: CLOSE_JOB }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED_TO_UPDATE);
    expect(router.state.location.pathname).toBe(`/job-posts/${job.externalId}`);
  });
});
