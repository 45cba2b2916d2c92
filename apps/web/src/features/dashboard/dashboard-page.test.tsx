import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { exportAssignedTravelerHeadCount, getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { FILE_DOWNLOADED, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { listStateKey } from '@/lib/use-list-state';
import { DEFAULT_FLAGS, LAKESIDE, NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';
import { dashboardHandlers } from '@/test/handlers.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('shows the counts as cards that open their lists', async () => {
    server.use(...dashboardHandlers());
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'On Assignment: 130' });
    expect(card).toHaveAttribute('href', '/assigned?statuses=On+Assignment');
    expect(screen.getByRole('region', { name: 'Staffing Forecast' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Head Count' })).toBeInTheDocument();
  });

  it("lists the forecast's gaps by unit, each with Replace opening the job list's prefilled form", async () => {
    server.use(...dashboardHandlers());
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    const gaps = await screen.findByRole('region', { name: 'Ending Without Replacement' });
    const unit = await within(gaps).findByRole('region', { name: 'ICU, Northwind General Hospital' });
    expect(within(unit).getByRole('link', { name: 'Ada Quill, RN - ICU' })).toHaveAttribute('href', '/assigned/eeeeeeee-0001-4000-8000-000000000001');
    expect(within(unit).getByText('Ends 12/10/2026')).toBeInTheDocument();
    expect(within(unit).getByRole('link', { name: 'Replace Ada Quill' })).toHaveAttribute('href', expect.stringMatching(/^\/(jobs|job-posts)\?replace=eeeeeeee-0001-4000-8000-000000000001$/));
  });

  it('is titled Dashboard at /dashboard and shows charts only with their flags', async () => {
    server.use(...dashboardHandlers());
    const flags = { ...DEFAULT_FLAGS, dashboardForecast: false };
    renderAt(<DashboardPage />, { session: sessionFor('General User', { flags, network: LAKESIDE }), path: '/dashboard', route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'On Assignment: 130' });
    expect(screen.queryByRole('region', { name: 'Staffing Forecast' })).not.toBeInTheDocument();
    // One hospital: no Hospital filter.
    expect(screen.queryByRole('combobox', { name: 'Hospital' })).not.toBeInTheDocument();
  });

  it('filters by hospital, keeps the filter as list state and sends it to the API', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(callPath(getDashboardOnAssignment), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ windowDays: 14, onAssignment: 5, startingSoon: 1, endingSoon: 1, openJobs: 2, candidatesToReview: 3, candidatesOverdue: 1 });
      }),
      ...dashboardHandlers().slice(1),
    );
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Hospital' }));
    // Hospital counts (hospital-counts flag) show beside each name.
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind General (2)' }));
    const chosen = NORTHWIND_HOSPITALS[1]!.hospitalId;
    await waitFor(() => expect(bodies).toContainEqual({ options: { hospital: chosen } }));
    expect(JSON.parse(window.sessionStorage.getItem(listStateKey('dashboard')) ?? '{}')).toEqual({ hospital: chosen });
    expect(await screen.findByRole('link', { name: 'On Assignment: 5' })).toHaveAttribute('href', `/assigned?statuses=On+Assignment&hospitals=${chosen}`);
  });

  it('downloads the head count with a downloading toast, then the success toast', async () => {
    // jsdom has no object URLs and does not follow download links.
    URL.createObjectURL = vi.fn(() => 'blob:head-count');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(
      ...dashboardHandlers(),
      http.post(callPath(exportAssignedTravelerHeadCount), () =>
        new HttpResponse('Last Name\r\nLee\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ClientPortal_AssignedTravelerHeadCount_20261122_101010.csv"' },
        }),
      ),
    );
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FILE_DOWNLOADED));
    expect(save).toHaveBeenCalledOnce();
  });

  it('shows the failure toast when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      ...dashboardHandlers(),
      http.post(callPath(exportAssignedTravelerHeadCount), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'y' }, { status: 500 })),
    );
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SOMETHING_WENT_WRONG));
  });

  it('shows the section error with Refresh when the counts fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.post(callPath(getDashboardOnAssignment), () =>
        fail
          ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'y' }, { status: 500 })
          : HttpResponse.json({ windowDays: 14, onAssignment: 7, startingSoon: 0, endingSoon: 0, openJobs: 0, candidatesToReview: 0, candidatesOverdue: 0 }),
      ),
      ...dashboardHandlers().slice(1),
    );
    renderAt(<DashboardPage />, { session: sessionFor('Client Admin'), path: '/' });
    const alert = await screen.findByText(/We are unable to load this section of the page/);
    fail = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'On Assignment: 7' })).toBeInTheDocument();
  });
});
