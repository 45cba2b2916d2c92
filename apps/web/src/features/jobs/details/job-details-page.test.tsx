import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getJobDetails, patchJob, type JobDetails } from '@portal/domain/api/jobs';
import { JOB_DECLINED, JOB_UNAVAILABLE } from '@portal/domain/jobs/job-messages';
import { ALL_FLAGS_ON, DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { EDIT_JOB_TITLE } from '../job-form/job-drawer';
import { APPROVER, detailsHandlers, GENERAL, JOB_ID, JOB_NUMBER, jobDetails } from '../job-form/job.test-kit';
import { generalUser, PAGE_ONE } from '../list/job-list.test-kit';
import { DECLINE_BUTTON, DECLINE_QUESTION, EDIT_BUTTON } from './job-details-view';
import { JobDetailsPage } from './job-details-page';

const renderDetails = ({ id = JOB_NUMBER, session = sessionFor('Client Admin') } = {}) =>
  renderAt(<JobDetailsPage />, { session, path: `/job-posts/${id}`, route: '/job-posts/:jobId' });

const failWith = (status: number) =>
  server.use(http.get(callPath(getJobDetails), () => HttpResponse.json({ statusCode: status, error: 'x', message: 'Job not found.' }, { status })));

const patched = (job: JobDetails, status: JobDetails['postingStatus']) => ({
  job: { jobId: job.jobId, status, openPositions: job.openPositions, startDate: job.startDate, modifiedOn: job.modifiedOn, version: job.version + 1 },
});

describe('JobDetailsPage', () => {
  it('says the job is no longer available for a malformed id, without asking the API', () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    renderDetails({ id: 'CPT123' });
    expect(screen.getByText(JOB_UNAVAILABLE)).toBeInTheDocument();
    // Every optional flag is on in the session, the unified-job one included.
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });

  it('says the same for a job that is gone or of another network (404) and for an id the API refuses (400)', async () => {
    failWith(404);
    const first = renderDetails({ session: sessionFor('Client Admin', { flags: DEFAULT_FLAGS }) });
    expect(await screen.findByText(JOB_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Postings' })).toHaveAttribute('href', '/job-posts');
    first.unmount();
    failWith(400);
    renderDetails({ id: JOB_ID });
    expect(await screen.findByText(JOB_UNAVAILABLE)).toBeInTheDocument();
  });

  it('shows a list row opened without ViewJobDetails from its state, never asking for the details (SPEC.md §2)', async () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    const session = generalUser({ without: ['ViewJobDetails'], flags: { unifiedJobExperience: false } });
    const row = PAGE_ONE[1]!;
    const { router } = renderAt(<JobDetailsPage />, { session, path: '/', route: '/job-posts/:jobId' });
    await router.navigate(`/job-posts/${row.jobOrExternalId}`, { state: { job: row } });
    expect(await screen.findByRole('heading', { level: 1, name: row.jobTitle })).toBeInTheDocument();
    expect(screen.getByText(`Job # ${row.externalId}`)).toBeInTheDocument();
    expect(screen.getByText(row.hospital)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EDIT_BUTTON })).not.toBeInTheDocument();
    // Typed in without a row, the address is the access-denied page.
    await router.navigate(`/job-posts/${row.jobOrExternalId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });

  it('reports other failures and offers Refresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(callPath(getJobDetails), () => HttpResponse.error()));
    renderDetails();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[portal] Get job details failed', expect.anything());
  });

  it('shows every field of the job, its approvers and candidates', async () => {
    server.use(...detailsHandlers());
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'RN - ICU' })).toBeInTheDocument();
    expect(screen.getByText(`Job # ${JOB_NUMBER}`)).toBeInTheDocument();
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Job Details' });
    const value = (label: string) => within(fields).getByText(label).nextElementSibling;
    expect(value('Hospital')).toHaveTextContent(GENERAL.name);
    expect(value('Location')).toHaveTextContent('Seattle, WA');
    expect(value('Unit Type')).toHaveTextContent('Medical Surgical');
    expect(value('Assignment Duration')).toHaveTextContent('13 Weeks');
    expect(value('Start Date')).toHaveTextContent('03/02/2030');
    expect(value('Number of Positions')).toHaveTextContent('3 Positions');
    expect(value('Open Positions')).toHaveTextContent('2');
    expect(value('Bill Rate')).toHaveTextContent('$95.00/hr Travel');
    expect(value('Bill Rate')).toHaveTextContent('$80.50/hr Local');
    expect(value('Job Type')).toHaveTextContent('PRN');
    expect(value('Last Modified By')).toHaveTextContent('Avery Collins');
    expect(value('Last Modified On')).toHaveTextContent('01/06/2030');
    expect(value('Notes')).toHaveTextContent('Float to ICU when needed');
    expect(within(screen.getByRole('region', { name: 'Approvers' })).getByText(APPROVER.name)).toBeInTheDocument();
    const candidates = screen.getByRole('region', { name: 'Candidates' });
    // A Client Admin has ViewCandidateDetail: each candidate opens its details.
    expect(within(candidates).getByRole('link', { name: 'Jamie Ortiz' })).toHaveAttribute('href', '/candidates/eeeeeeee-0002-4000-8000-000000000001');
    expect(within(candidates).getByText('Ready for Review')).toBeInTheDocument();
    expect(within(candidates).queryByText(/newest of/)).not.toBeInTheDocument();
  });

  it('says when it lists only the newest candidates', async () => {
    server.use(...detailsHandlers(jobDetails({ candidatesCount: 63 })));
    renderDetails();
    const candidates = await screen.findByRole('region', { name: 'Candidates' });
    expect(within(candidates).getByText('Showing the 1 newest of 63 candidates.')).toBeInTheDocument();
  });

  it('leaves the flagged fields out with their flags off', async () => {
    server.use(...detailsHandlers());
    renderDetails({ session: sessionFor('Client Admin', { flags: { ...ALL_FLAGS_ON, localRates: false, displayPrnJobType: false, jobLastModified: false } }) });
    const fields = await screen.findByRole('region', { name: 'Job Details' });
    expect(within(fields).getByText('Bill Rate').nextElementSibling).toHaveTextContent(/^\$95\.00\/hr Travel$/);
    expect(within(fields).queryByText('Job Type')).not.toBeInTheDocument();
    expect(within(fields).queryByText('Last Modified By')).not.toBeInTheDocument();
  });

  it('shows only the actions the server allows', async () => {
    server.use(...detailsHandlers(jobDetails({ actions: { edit: false, approve: false, decline: false, close: false } })));
    const first = renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'RN - ICU' });
    for (const name of [EDIT_BUTTON, DECLINE_BUTTON, 'Close Job']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    first.unmount();

    server.use(...detailsHandlers(jobDetails({ postingStatus: 'Active', actions: { edit: true, approve: false, decline: false, close: true } })));
    renderDetails();
    expect(await screen.findByRole('button', { name: EDIT_BUTTON })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DECLINE_BUTTON })).not.toBeInTheDocument();
  });

  it('opens the drawer in edit mode from Edit', async () => {
    server.use(...detailsHandlers());
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: EDIT_BUTTON }));
    expect(await screen.findByRole('dialog', { name: EDIT_JOB_TITLE })).toBeInTheDocument();
  });

  it('declines after a Yes, and shows the job as declined', async () => {
    const bodies: unknown[] = [];
    let job = jobDetails();
    server.use(
      http.get(callPath(getJobDetails), () => HttpResponse.json(job)),
      http.patch(callPath(patchJob), async ({ request }) => {
        bodies.push(await request.json());
        job = jobDetails({ postingStatus: 'Declined', version: 5, actions: { edit: false, approve: false, decline: false, close: false } });
        return HttpResponse.json(patched(job, 'Declined'));
      }),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: DECLINE_BUTTON }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: DECLINE_QUESTION })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(JOB_DECLINED)).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId: JOB_ID, version: 4, status: 'Declined' }]);
    await waitFor(() => expect(screen.getByText('Declined')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: DECLINE_BUTTON })).not.toBeInTheDocument();
  });
});
