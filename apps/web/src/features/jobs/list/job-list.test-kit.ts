import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Privilege } from '@portal/domain/access/privileges';
import { callPath } from '@portal/domain/api/call';
import { exportJobList, getJobCandidateCounts, getJobFilterOptions, getJobs, getJobStatusesByUser, type JobFilterCounts, type JobListItem } from '@portal/domain/api/job-list';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { ALL_FLAGS_ON, NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';

/** Test data and API stand-ins of the job list, shaped as the contract's schemas require. */
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

export const PAGE_ONE = [
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

/** What the page asked the API for, reset before each test. */
export const asked = {
  list: [] as { pageNumber: number; options: Record<string, unknown> }[],
  counts: [] as { jobIds: string[] }[],
  exports: [] as { format: string | null; body: unknown }[],
};

export const handlers = (total = 30) => [
  http.post(callPath(getJobs), async ({ request }) => {
    const body = (await request.json()) as (typeof asked.list)[number];
    asked.list.push(body);
    if (body.options.searchName === 'CPT999999') return HttpResponse.json({ jobs: [], jobsCount: 0 });
    return HttpResponse.json({ jobs: body.pageNumber === 1 ? PAGE_ONE : [job(body.pageNumber * 100)], jobsCount: total });
  }),
  http.post(callPath(getJobFilterOptions), () => HttpResponse.json(COUNTS)),
  http.get(callPath(getJobStatusesByUser), () => HttpResponse.json(JOB_POSTING_STATUSES.map((value) => ({ value, label: value })))),
  http.post(callPath(getJobCandidateCounts), async ({ request }) => {
    const body = (await request.json()) as { jobIds: string[] };
    asked.counts.push(body);
    return HttpResponse.json({ counts: [{ jobId: jobId(2), readyForReview: 4, offered: 2 }] });
  }),
  http.post(callPath(exportJobList), async ({ request }) => {
    asked.exports.push({ format: new URL(request.url).searchParams.get('format'), body: await request.json() });
    return new HttpResponse('Job #\nCPT10000001\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ClientPortal_JobList_20260801_100000.csv"' },
    });
  }),
];

export const generalUser = (options: { without?: Privilege[]; flags?: Partial<typeof ALL_FLAGS_ON> } = {}) => {
  const session = sessionFor('General User', { flags: { ...ALL_FLAGS_ON, ...options.flags } });
  const privileges = new Set([...session.privileges].filter((privilege) => !options.without?.includes(privilege)));
  return { ...session, privileges, subject: { ...session.subject, privileges } };
};

export const cardOf = (externalId: string) => screen.getByRole('link', { name: `Open Job # ${externalId}` });

/** Forgets what earlier tests asked for; jsdom cannot scroll. */
export const resetAsked = () => {
  asked.list = [];
  asked.counts = [];
  asked.exports = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
};
