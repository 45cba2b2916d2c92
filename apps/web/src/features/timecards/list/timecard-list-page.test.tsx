import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getTimecardFilterCounts, getTimecards, type TimecardListItem, type TimecardListRequest } from '@portal/domain/api/timecards';
import { NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { TIMECARD_LIST_SUBTITLE, TimecardListPage } from './timecard-list-page';

const week = (n: number, overrides: Partial<TimecardListItem> = {}): TimecardListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  dealId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  travelerFirstName: 'Avery',
  travelerLastName: `Stone ${n}`,
  title: 'RN - ICU',
  hospital: NORTHWIND_HOSPITALS[1]!.name,
  unit: 'ICU',
  weekStart: '2026-11-16',
  status: 'Submitted',
  submittedAt: '2026-11-23T14:00:00.000Z',
  dueAt: '2026-11-25T14:00:00.000Z',
  workedMinutes: 2_250,
  scheduledMinutes: 2_160,
  contractHours: 36,
  exceptions: 0,
  version: 1,
  ...overrides,
});

const ROWS = [week(1), week(2, { exceptions: 2, status: 'Adjusted' })];
let asked: TimecardListRequest[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.post(callPath(getTimecards), async ({ request }) => {
      const body = (await request.json()) as TimecardListRequest;
      asked.push(body);
      const rows = body.options?.exceptionsOnly ? ROWS.filter((row) => row.exceptions > 0) : ROWS;
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    http.post(callPath(getTimecardFilterCounts), () => HttpResponse.json({ hospitalCount: [], unitCount: [], resultCount: ROWS.length })),
  );
});

const renderList = () => renderAt(<TimecardListPage />, { session: sessionFor('Client Admin'), path: '/timecards' });
const cardOf = (name: string) => screen.getByRole('link', { name: new RegExp(`^Open timecard of Avery ${name},`) });

describe('TimecardListPage', () => {
  it('opens on the weeks waiting for approval, soonest due first, each with its hours against the schedule', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Timecards' })).toBeInTheDocument();
    expect(screen.getByText(TIMECARD_LIST_SUBTITLE)).toBeInTheDocument();
    await waitFor(() => expect(cardOf('Stone 1')).toBeInTheDocument());
    expect(asked[0]).toMatchObject({ sortBy: 'dueby', sortOrder: 'asce', pageNumber: 1, options: { statuses: ['Submitted', 'Adjusted'] } });
    const card = within(cardOf('Stone 1'));
    expect(card.getByText('37.5 of 36 h')).toBeInTheDocument();
    expect(card.getByText('None')).toBeInTheDocument();
    expect(within(cardOf('Stone 2')).getByText('2 exceptions')).toBeInTheDocument();
    expect(cardOf('Stone 2')).toHaveAttribute('href', `/timecards/${ROWS[1]!.id}`);
  });

  it("asks only for weeks with exceptions when 'With exceptions' is chosen", async () => {
    renderList();
    await waitFor(() => expect(cardOf('Stone 1')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: 'Exceptions' }));
    await userEvent.click(screen.getByRole('option', { name: 'With exceptions' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Open timecard of Avery Stone 1,/ })).not.toBeInTheDocument());
    expect(asked.at(-1)?.options).toMatchObject({ exceptionsOnly: true, statuses: ['Submitted', 'Adjusted'] });
    expect(cardOf('Stone 2')).toBeInTheDocument();
  });

  it("searches by the traveller's name", async () => {
    renderList();
    await waitFor(() => expect(cardOf('Stone 1')).toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by Traveler' }), 'Ave{Enter}');
    await waitFor(() => expect(asked.at(-1)?.options).toMatchObject({ searchName: 'Ave' }));
  });
});
