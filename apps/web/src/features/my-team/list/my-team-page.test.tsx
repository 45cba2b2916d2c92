import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getMyTeam, type MyTeamItem, type MyTeamRequest } from '@portal/domain/api/my-team';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { MY_TEAM_EMPTY, MyTeamPage } from './my-team-page';

const ADA: MyTeamItem = {
  clinicianId: 'aaaaaaaa-0001-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Quill',
  title: 'RN - ICU',
  dealId: 'eeeeeeee-0001-4000-8000-000000000001',
  hospital: 'Northwind General Hospital',
  unit: 'ICU',
  startDate: '2026-08-03',
  endDate: '2026-11-01',
  rating: 4.7,
  clinicalSkills: 5,
  reliability: 5,
  teamwork: 4,
  evaluatedBy: 'Morgan Patel',
};

/** Answers Ada to any search that she matches, and records the requests. */
const answering = (requests: MyTeamRequest[]) =>
  http.post(callPath(getMyTeam), async ({ request }) => {
    const body = (await request.json()) as MyTeamRequest;
    requests.push(body);
    const search = body.options?.searchName?.toLowerCase() ?? '';
    const data = 'quill'.startsWith(search) || 'ada'.startsWith(search) ? [ADA] : [];
    return HttpResponse.json({ data, count: data.length });
  });

describe('MyTeamPage', () => {
  it('lists the preferred clinicians with their last unit, dates and rating, each opening the assignment', async () => {
    const requests: MyTeamRequest[] = [];
    server.use(answering(requests));
    renderAt(<MyTeamPage />, { session: sessionFor('General User'), path: '/my-team' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    const row = (await screen.findByText('Ada Quill')).closest('tr')!;
    expect(row).toHaveTextContent('ICU');
    expect(row).toHaveTextContent('08/03/2026 - 11/01/2026');
    expect(row).toHaveTextContent('4.7 / 5');
    expect(screen.getByRole('link', { name: 'Ada Quill' })).toHaveAttribute('href', `/assigned/${ADA.dealId}`);
    expect(requests[0]).toMatchObject({ sortBy: 'enddate', sortOrder: 'desc', pageSize: 24, pageNumber: 1, options: {} });
  });

  it('searches by name and says so when nobody matches', async () => {
    const requests: MyTeamRequest[] = [];
    server.use(answering(requests));
    renderAt(<MyTeamPage />, { session: sessionFor('General User'), path: '/my-team' });
    await screen.findByText('Ada Quill');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by Name' }), 'zed{Enter}');
    await waitFor(() => expect(requests.at(-1)?.options).toEqual({ searchName: 'zed' }));
    expect(await screen.findByText(/No results found/)).toBeInTheDocument();
    expect(screen.queryByText(MY_TEAM_EMPTY)).not.toBeInTheDocument();
  });
});
