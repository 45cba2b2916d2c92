import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAssignedFilterCounts,
  getAssignedList,
  getStartsStopsFilterCounts,
  getStartsStopsList,
  getTravelerStatuses,
  type AssignmentFilterCounts,
  type AssignmentListItem,
} from '@portal/domain/api/assigned';
import { callPath } from '@portal/domain/api/call';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import { EMPTY_LIST_MESSAGE } from '@/components/list/empty-state';
import { SECTION_ERROR_MESSAGE } from '@/components/section-error';
import { listStateKey } from '@/lib/use-list-state';
import { NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { AssignmentListPage } from './assignment-list-page';

const row = (n: number, overrides: Partial<AssignmentListItem> = {}): AssignmentListItem => ({
  dealId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  travelerId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  travelerFirstName: 'Ada',
  travelerLastName: `Lovelace${n}`,
  travelerEmail: `ada${n}@clinicians.test`,
  travelerPhoneNumber: '3125550100',
  travelerStatus: 'On Assignment',
  travelerShift: 'Days',
  travelerTitle: 'RN',
  travelerGuaranteedHours: 36,
  jobTitle: 'ICU RN',
  hospital: 'Northwind General',
  hospitalId: NORTHWIND_HOSPITALS[0]!.hospitalId,
  unit: 'ICU',
  unitManager: null,
  notes: null,
  referenceId: null,
  assignmentStartDate: '2026-10-01',
  assignmentEndDate: '2027-06-01',
  assignmentRetentionType: 'New',
  jobEntity: { hospital: 'Northwind General', city: 'Chicago', state: 'IL' },
  ...overrides,
});

const COUNTS: AssignmentFilterCounts = {
  hospitalCount: [],
  unitCount: [{ name: 'ICU', count: 3, ids: ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'] }],
  titleCount: [{ name: 'RN', count: 3, ids: ['RN'] }],
  regionCount: [],
  retentionTypeCount: [],
  unitManagerCount: [],
  shiftCount: [{ key: 'Days', value: 3 }],
  resultCount: 3,
};

const bodies: { pageNumber: number; options: Record<string, unknown> }[] = [];

const listHandlers = (path: string, total = 30) => [
  http.post(path, async ({ request }) => {
    const body = (await request.json()) as (typeof bodies)[number];
    bodies.push(body);
    const search = body.options.searchName as string | undefined;
    if (search === 'nobody') return HttpResponse.json({ data: [], count: 0 });
    return HttpResponse.json({ data: [row(body.pageNumber * 100 + 1), row(body.pageNumber * 100 + 2, { notes: 'Prefers nights' })], count: total });
  }),
  http.get(callPath(getTravelerStatuses), () => HttpResponse.json(ASSIGNMENT_STATUSES.map((value) => ({ value, label: value })))),
];

beforeEach(() => {
  bodies.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('AssignmentListPage', () => {
  it('asks for On Assignment by default and shows the rows as cards', async () => {
    server.use(...listHandlers(callPath(getAssignedList)), http.post(callPath(getAssignedFilterCounts), () => HttpResponse.json(COUNTS)));
    renderAt(<AssignmentListPage kind="assigned" />, { session: sessionFor('Client Admin'), path: '/assigned' });
    expect(screen.getByRole('heading', { level: 1, name: 'Assigned' })).toBeInTheDocument();
    expect(screen.getByText('View assigned MSP staff data, download documents, and request extensions.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace101' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ pageNumber: 1, pageSize: 24, sortBy: 'startdate', sortOrder: 'asce', options: { statuses: ['On Assignment'] } });
    // Missing values show as N/A.
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(0);
  });

  it('searches, goes to page 2 and keeps the list state in session storage', async () => {
    server.use(...listHandlers(callPath(getAssignedList)), http.post(callPath(getAssignedFilterCounts), () => HttpResponse.json(COUNTS)));
    renderAt(<AssignmentListPage kind="assigned" />, { session: sessionFor('Client Admin'), path: '/assigned' });
    await screen.findByRole('heading', { name: 'Ada Lovelace101' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace201' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by Name' }), 'nobody{Enter}');
    expect(await screen.findByText(EMPTY_LIST_MESSAGE)).toBeInTheDocument();
    // A new search starts again on page 1.
    expect(bodies.at(-1)).toMatchObject({ pageNumber: 1, options: { searchName: 'nobody' } });
    expect(JSON.parse(window.sessionStorage.getItem(listStateKey('assigned')) ?? '{}')).toMatchObject({ search: 'nobody', page: 1 });
  });

  it('applies a drawer filter as ids, shows it as a chip and clears it with Clear All', async () => {
    server.use(...listHandlers(callPath(getAssignedList)), http.post(callPath(getAssignedFilterCounts), () => HttpResponse.json(COUNTS)));
    renderAt(<AssignmentListPage kind="assigned" />, { session: sessionFor('Client Admin'), path: '/assigned' });
    await screen.findByRole('heading', { name: 'Ada Lovelace101' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /ICU/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies.at(-1)?.options).toMatchObject({ unitRequests: ['aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-000000000002'] }),
    );
    // While the drawer closes, the page behind it is still hidden from queries.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Unit: ICU')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(bodies.at(-1)?.options).not.toHaveProperty('unitRequests'), { timeout: 5_000 });
    expect(screen.queryByText('Unit: ICU')).not.toBeInTheDocument();
  });

  it('does not open details without ViewAssignedDetails', async () => {
    server.use(...listHandlers(callPath(getAssignedList)), http.post(callPath(getAssignedFilterCounts), () => HttpResponse.json(COUNTS)));
    const session = sessionFor('Client Admin');
    const privileges = new Set([...session.privileges].filter((p) => p !== 'ViewAssignedDetails'));
    renderAt(<AssignmentListPage kind="assigned" />, { session: { ...session, privileges, subject: { ...session.subject, privileges } }, path: '/assigned' });
    await screen.findByRole('heading', { name: 'Ada Lovelace101' });
    expect(screen.queryByRole('link', { name: 'Open Ada Lovelace101' })).not.toBeInTheDocument();
  });

  it('shows the section error with Refresh when the list fails', async () => {
    server.use(
      http.post(callPath(getAssignedList), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 })),
      http.post(callPath(getAssignedFilterCounts), () => HttpResponse.json(COUNTS)),
      ...listHandlers(callPath(getAssignedList)).slice(1),
    );
    renderAt(<AssignmentListPage kind="assigned" />, { session: sessionFor('Client Admin'), path: '/assigned' });
    expect(await screen.findByText(SECTION_ERROR_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('Starts / Stops sends the window and date type, defaulting to Next 14 Days and Starts / Stops', async () => {
    server.use(...listHandlers(callPath(getStartsStopsList)), http.post(callPath(getStartsStopsFilterCounts), () => HttpResponse.json(COUNTS)));
    renderAt(<AssignmentListPage kind="startsStops" />, { session: sessionFor('Client Admin'), path: '/starts-stops' });
    expect(screen.getByText('Review assignments that are starting or ending soon.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ada Lovelace101' });
    expect(bodies[0]?.options).toMatchObject({ NextNDays: 14, NextNDateType: 'Starts/Stops', statuses: [] });
    await userEvent.click(screen.getByRole('combobox', { name: 'Window' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Next 30 Days' }));
    await waitFor(() => expect(bodies.at(-1)?.options).toMatchObject({ NextNDays: 30 }));
  });

  it('takes a dashboard card filter from the URL', async () => {
    server.use(...listHandlers(callPath(getStartsStopsList)), http.post(callPath(getStartsStopsFilterCounts), () => HttpResponse.json(COUNTS)));
    renderAt(<AssignmentListPage kind="startsStops" />, {
      session: sessionFor('Client Admin'),
      path: '/starts-stops?dateType=Starts&window=30',
      route: '/starts-stops',
    });
    await waitFor(() => expect(bodies.at(-1)?.options).toMatchObject({ NextNDays: 30, NextNDateType: 'Starts' }));
  });
});
