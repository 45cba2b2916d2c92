import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Privilege } from '@portal/domain/access/privileges';
import { callPath } from '@portal/domain/api/call';
import {
  exportJobList,
  getJobCandidateCounts,
  getJobFilterOptions,
  getJobs,
  getJobStatusesByUser,
  type JobFilterCounts,
  type JobListItem,
} from '@portal/domain/api/jobs';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { NO_ACCESS_TOOLTIP } from '../../../components/gated-button';
import { EMPTY_LIST_MESSAGE } from '../../../components/list/empty-state';
import { SECTION_ERROR_MESSAGE } from '../../../components/section-error';
import { listStateKey } from '../../../lib/use-list-state';
import { ALL_FLAGS_ON, NORTHWIND_HOSPITALS, sessionFor } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { server } from '../../../test/server';
import { JobListPage } from './job-list-page';
import { JOB_LIST_ID } from './use-job-list-controls';

vi.mock('../job-form/job-drawer', () => ({
  JobDrawer: ({ open, job }: { open: boolean; job?: unknown }) => (open ? <div role="dialog" aria-label={job ? 'Edit job' : 'Add job'} /> : null),
}));

const jobId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const job = (n: number, overrides: Partial<JobListItem> = {}): JobListItem => ({
  jobId: jobId(n),
  jobOrExternalId: `CPT${10000000 + n}`,
  externalId: `CPT${10000000 + n}`,
  jobTitle: `RN - ICU ${n}`,
  jobTypeId: 1,
  jobType: 'Travel',
  requisitionId: null,
  postingStatus: 'Active',
  hospital: 'Northwind General',
  hospitalId: NORTHWIND_HOSPITALS[1]!.hospitalId,
  city: 'Seattle',
  state: 'WA',
  unit: 'ICU',
  unitType: 'Critical Care',
  shift: 'Nights',
  duration: 13,
  startDate: '2026-10-05',
  availablePositions: 3,
  openPositions: 3,
  billRateActual: 95.5,
  localBillRateActual: 76.4,
  approverIds: [],
  createdOn: '2026-08-01T10:00:00.000Z',
  modifiedOn: '2026-08-02T10:00:00.000Z',
  modifiedBy: 'Morgan Patel',
  ...overrides,
});

const PAGE_ONE = [
  job(1, { openPositions: 0, postingStatus: 'Pending Review' }),
  job(2, { openPositions: 1, jobType: 'PRN' }),
  job(3, { billRateActual: null, localBillRateActual: null }),
];

const COUNTS: JobFilterCounts = {
  hospitalCount: NORTHWIND_HOSPITALS.map((hospital) => ({ name: hospital.name, count: 2, ids: [hospital.hospitalId] })),
  regionCount: [],
  unitCount: [{ name: 'ICU', count: 3, ids: ['cccccccc-0000-4000-8000-000000000001', 'cccccccc-0000-4000-8000-000000000002'] }],
  titleCount: [{ name: 'RN - ICU', count: 3, ids: ['RN - ICU'] }],
  shiftCount: [{ key: 'Nights', value: 3 }],
  resultCount: 3,
};

let listBodies: { pageNumber: number; options: Record<string, unknown> }[] = [];
let countBodies: { jobIds: string[] }[] = [];
let exportRequests: { format: string | null; body: unknown }[] = [];

const handlers = (total = 30) => [
  http.post(callPath(getJobs), async ({ request }) => {
    const body = (await request.json()) as (typeof listBodies)[number];
    listBodies.push(body);
    if (body.options.searchName === 'CPT999999') return HttpResponse.json({ jobs: [], jobsCount: 0 });
    return HttpResponse.json({ jobs: body.pageNumber === 1 ? PAGE_ONE : [job(body.pageNumber * 100)], jobsCount: total });
  }),
  http.post(callPath(getJobFilterOptions), () => HttpResponse.json(COUNTS)),
  http.get(callPath(getJobStatusesByUser), () => HttpResponse.json(JOB_POSTING_STATUSES.map((value) => ({ value, label: value })))),
  http.post(callPath(getJobCandidateCounts), async ({ request }) => {
    const body = (await request.json()) as { jobIds: string[] };
    countBodies.push(body);
    return HttpResponse.json({ counts: [{ jobId: jobId(2), readyForReview: 4, offered: 2 }] });
  }),
  http.post(callPath(exportJobList), async ({ request }) => {
    exportRequests.push({ format: new URL(request.url).searchParams.get('format'), body: await request.json() });
    return new HttpResponse('Job #\nCPT10000001\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ClientPortal_JobList_20260801_100000.csv"' },
    });
  }),
];

const generalUser = (options: { without?: Privilege[]; flags?: Partial<typeof ALL_FLAGS_ON> } = {}) => {
  const session = sessionFor('General User', { flags: { ...ALL_FLAGS_ON, ...options.flags } });
  const privileges = new Set([...session.privileges].filter((privilege) => !options.without?.includes(privilege)));
  return { ...session, privileges, subject: { ...session.subject, privileges } };
};

const cardOf = (externalId: string) => screen.getByRole('button', { name: `Open Job # ${externalId}` });

beforeEach(() => {
  listBodies = [];
  countBodies = [];
  exportRequests = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('JobListPage', () => {
  it('asks for Active and Pending Review, newest first, 24 a page, and shows the jobs as cards', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeInTheDocument();
    expect(screen.getByText('View and manage your job postings.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'RN - ICU 1' })).toBeInTheDocument();
    expect(listBodies[0]).toEqual({ sortBy: 'createddate', sortOrder: 'desc', pageSize: 24, pageNumber: 1, options: { statuses: ['Active', 'Pending Review'] } });
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

  it('searches by Job # only from 6 characters; an empty search clears it', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    const box = screen.getByRole('searchbox', { name: 'Search by Job #' });
    await userEvent.type(box, 'CPT99{Enter}');
    expect(screen.getByText('Enter at least 6 characters to search')).toBeInTheDocument();
    expect(listBodies).toHaveLength(1);
    await userEvent.type(box, '9999{Enter}');
    expect(await screen.findByText(EMPTY_LIST_MESSAGE)).toBeInTheDocument();
    expect(listBodies.at(-1)).toMatchObject({ pageNumber: 1, options: { searchName: 'CPT999999' } });
    expect(JSON.parse(window.sessionStorage.getItem(listStateKey(JOB_LIST_ID)) ?? '{}')).toMatchObject({ search: 'CPT999999' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(listBodies.at(-1)?.options).not.toHaveProperty('searchName'));
    expect(await screen.findByRole('heading', { name: 'RN - ICU 1' })).toBeInTheDocument();
  });

  it('disables Add New without CreateRequest, with the no-access tooltip', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser({ without: ['CreateRequest'] }), path: '/job-posts' });
    const addNew = screen.getByRole('button', { name: 'Add New' });
    expect(addNew).toBeDisabled();
    await userEvent.hover(addNew.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_ACCESS_TOOLTIP);
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
    expect(countBodies[0]).toMatchObject({ jobIds: PAGE_ONE.map((row) => row.jobId) });
    const card = within(cardOf('CPT10000002'));
    expect(card.getByText('Ready for Review')).toBeInTheDocument();
    expect(card.getByText('Offered')).toBeInTheDocument();
    expect(card.getByText('2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listBodies.at(-1)?.options).toMatchObject({ statuses: ['Pending Review'] }));
    await waitFor(() => expect(screen.queryByText('Ready for Review')).not.toBeInTheDocument());
    expect(screen.queryByText('Offered')).not.toBeInTheDocument();
    expect(countBodies).toHaveLength(1);
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
    const card = within(await screen.findByRole('button', { name: 'Open Job # CPT10000002' }));
    expect(card.getByText('Local Rate')).toBeInTheDocument();
    expect(card.getByText('$76.40/hr')).toBeInTheDocument();
    expect(card.getByText('PRN')).toBeInTheDocument();
    expect(card.getByText('Morgan Patel')).toBeInTheDocument();
    expect(card.getByText('08/02/2026')).toBeInTheDocument();
  });

  it('applies a drawer filter as ids, shows its chip, and Clear All restores the default statuses', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('group', { name: 'Hospital' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^ICU/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listBodies.at(-1)?.options).toMatchObject({ unitRequests: ['cccccccc-0000-4000-8000-000000000001', 'cccccccc-0000-4000-8000-000000000002'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Unit: ICU')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(listBodies.at(-1)?.options).toEqual({ statuses: ['Active', 'Pending Review'] }));
  });

  it('offers no hospital filter to a user of one hospital', async () => {
    server.use(...handlers());
    const session = { ...generalUser(), hospitals: NORTHWIND_HOSPITALS.slice(0, 1) };
    renderAt(<JobListPage routeId="jobPosts" />, { session, path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('group', { name: 'Hospital' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Unit' })).toBeInTheDocument();
  });

  it('opens details by Job #, and without ViewJobDetails hands the row to the details route', async () => {
    server.use(...handlers());
    const { router } = renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser({ without: ['ViewJobDetails'] }), path: '/job-posts' });
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
    expect(listBodies.at(-1)).toMatchObject({ pageNumber: 2 });
  });

  it('exports every matching job with the list filters in the chosen format', async () => {
    server.use(...handlers(30));
    // jsdom has no object URLs and does not follow download links.
    URL.createObjectURL = vi.fn(() => 'blob:job-list');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Your file has been downloaded successfully.')).toBeInTheDocument();
    expect(exportRequests[0]).toEqual({
      format: 'csv',
      body: { sortBy: 'createddate', sortOrder: 'desc', pageSize: 30, pageNumber: 1, options: { statuses: ['Active', 'Pending Review'] } },
    });
    expect(saved).toEqual(['ClientPortal_JobList_20260801_100000.csv']);
  });

  it('takes the dashboard card status from the URL', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts?statuses=Active', route: '/job-posts' });
    await waitFor(() => expect(listBodies.at(-1)?.options).toEqual({ statuses: ['Active'] }));
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
