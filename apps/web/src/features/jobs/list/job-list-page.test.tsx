import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getJobs } from '@portal/domain/api/job-list';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';
import { SECTION_ERROR_MESSAGE } from '@/components/section-error';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { JobListPage } from './job-list-page';
import { asked, cardOf, generalUser, handlers, PAGE_ONE, resetAsked } from './job-list.test-kit';

vi.mock('../job-form/job-drawer', () => ({
  JobDrawer: ({ open, job }: { open: boolean; job?: unknown }) => (open ? <div role="dialog" aria-label={job ? 'Edit job' : 'Add job'} /> : null),
}));

beforeEach(resetAsked);

describe('JobListPage', () => {
  it('asks for Active and Pending Review, newest first, 24 a page, and shows the jobs as cards', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeInTheDocument();
    expect(screen.getByText('View and manage your job postings.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'RN - ICU 1' })).toBeInTheDocument();
    expect(asked.list[0]).toEqual({ sortBy: 'createddate', sortOrder: 'desc', pageSize: 24, pageNumber: 1, options: { statuses: ['Active', 'Pending Review'] } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    const card = within(cardOf('CPT10000002'));
    expect(card.getByText('Job # CPT10000002')).toBeInTheDocument();
    expect(card.getByText('Seattle, WA')).toBeInTheDocument();
    expect(card.getByText('10/05/2026')).toBeInTheDocument();
    expect(card.getByText('13 Weeks')).toBeInTheDocument();
    expect(card.getByText('$95.50/hr')).toBeInTheDocument();
  });

  it('labels open positions as 0 Positions, 1 Position and n Positions, and a missing rate as N/A', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    expect(within(cardOf('CPT10000001')).getByText('0 Positions')).toBeInTheDocument();
    expect(within(cardOf('CPT10000002')).getByText('1 Position')).toBeInTheDocument();
    expect(within(cardOf('CPT10000003')).getByText('3 Positions')).toBeInTheDocument();
    const rateOf = (label: string) => within(cardOf('CPT10000003')).getByText(label).nextElementSibling;
    expect(rateOf('Travel Rate')).toHaveTextContent(/^N\/A$/);
    expect(rateOf('Local Rate')).toHaveTextContent(/^N\/A$/);
  });

  it('disables Add New without CreateRequest, with the no-access tooltip', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser({ without: ['CreateRequest'] }), path: '/job-posts' });
    const addNew = screen.getByRole('button', { name: 'Add New' });
    expect(addNew).toBeDisabled();
    await userEvent.hover(addNew.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_ACCESS_TO_ACTION);
  });

  it('opens the add-job drawer from Add New with CreateRequest', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.getByRole('dialog', { name: 'Add job' })).toBeInTheDocument();
  });

  it("shows Ready for Review and Offered counts of the page's jobs only while Active is among the statuses", async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await waitFor(() => expect(within(cardOf('CPT10000002')).getByText('4')).toBeInTheDocument());
    expect(asked.counts[0]).toMatchObject({ jobIds: PAGE_ONE.map((row) => row.jobId) });
    const card = within(cardOf('CPT10000002'));
    expect(card.getByText('Ready for Review')).toBeInTheDocument();
    expect(card.getByText('Offered')).toBeInTheDocument();
    expect(card.getByText('2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(asked.list.at(-1)?.options).toMatchObject({ statuses: ['Pending Review'] }));
    await waitFor(() => expect(screen.queryByText('Ready for Review')).not.toBeInTheDocument());
    expect(screen.queryByText('Offered')).not.toBeInTheDocument();
    expect(asked.counts).toHaveLength(1);
  });

  it('shows the local rate, job type and last modified only with their flags', async () => {
    server.use(...handlers());
    const view = renderAt(<JobListPage routeId="jobPosts" />, {
      session: generalUser({ flags: { localRates: false, displayPrnJobType: false, jobLastModified: false } }),
      path: '/job-posts',
    });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    expect(screen.queryByText('Local Rate')).not.toBeInTheDocument();
    expect(screen.queryByText('$76.40/hr')).not.toBeInTheDocument();
    expect(screen.queryByText('PRN')).not.toBeInTheDocument();
    expect(screen.queryByText('Last Modified By')).not.toBeInTheDocument();
    view.unmount();

    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    const card = within(await screen.findByRole('link', { name: 'Open Job # CPT10000002' }));
    expect(card.getByText('Local Rate')).toBeInTheDocument();
    expect(card.getByText('$76.40/hr')).toBeInTheDocument();
    expect(card.getByText('PRN')).toBeInTheDocument();
    expect(card.getByText('Morgan Patel')).toBeInTheDocument();
    expect(card.getByText('08/02/2026')).toBeInTheDocument();
  });

  it('opens details by Job #, and without ViewJobDetails hands the row to the details route', async () => {
    server.use(...handlers());
    // /job-posts is the list's address while the unified-job flag is off.
    const session = generalUser({ without: ['ViewJobDetails'], flags: { unifiedJobExperience: false } });
    const { router } = renderAt(<JobListPage routeId="jobPosts" />, { session, path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(cardOf('CPT10000002'));
    expect(router.state.location.pathname).toBe('/job-posts/CPT10000002');
    expect(router.state.location.state).toEqual({ job: PAGE_ONE[1] });
  });

  it('goes to page 2 and shows the list view with one row per job', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobs" />, { session: generalUser(), path: '/jobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const table = screen.getByRole('table', { name: 'Job postings' });
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_ONE.length + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await within(table).findByText('CPT10000200')).toBeInTheDocument();
    expect(asked.list.at(-1)).toMatchObject({ pageNumber: 2 });
  });

  it('shows the section error with Refresh when the list fails', async () => {
    server.use(
      http.post(callPath(getJobs), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 })),
      ...handlers().slice(1),
    );
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    expect(await screen.findByText(SECTION_ERROR_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
