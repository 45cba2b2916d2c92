import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { adjustTimecardLine, approveTimecard, getTimecardDetails, rejectTimecard, type TimecardDetails } from '@portal/domain/api/timecards';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { TIMECARD_APPROVE_PROMPT, TIMECARD_APPROVED, TIMECARD_LINE_ADJUSTED, TIMECARD_REJECTED } from '@portal/domain/timecards/timecard-rules';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { TimecardDetailsPage } from './timecard-details-page';
import { TIMECARD_REJECT_PROMPT } from './reject-week-dialog';

const ID = '5f0c2f4e-8d1a-4c1b-9a51-3c5e1f0a7b21';
const MONDAY_LINE = 'a1c0f3e2-1111-4b2a-8c3d-000000000001';
const WEDNESDAY_LINE = 'a1c0f3e2-1111-4b2a-8c3d-000000000002';

const WEEK: TimecardDetails = {
  id: ID,
  dealId: '0b6d1f55-2f0a-4a57-9a55-6f1d2c3b4a59',
  travelerFirstName: 'Avery',
  travelerLastName: 'Stone',
  title: 'RN - ICU',
  hospital: 'Northwind General',
  unit: 'ICU',
  weekStart: '2026-11-16',
  status: 'Submitted',
  submittedAt: '2026-11-23T14:00:00.000Z',
  dueAt: '2026-11-25T14:00:00.000Z',
  workedMinutes: 1_410,
  scheduledMinutes: 1_500,
  contractHours: 36,
  exceptions: 1,
  version: 3,
  schedule: [
    { date: '2026-11-16', start: '07:00', end: '19:30', overnight: false },
    { date: '2026-11-18', start: '07:00', end: '19:30', overnight: false },
  ],
  lines: [
    { id: MONDAY_LINE, date: '2026-11-16', start: '07:00', end: '19:30', overnight: false, breakMinutes: 30, noShow: false, shiftType: 'regular', note: null, paidMinutes: 720, exceptions: [], adjustment: null },
    {
      id: WEDNESDAY_LINE,
      date: '2026-11-18',
      start: '07:00',
      end: '19:00',
      overnight: false,
      breakMinutes: 0,
      noShow: false,
      shiftType: 'regular',
      note: 'Short-staffed, no break taken.',
      paidMinutes: 690,
      exceptions: [{ kind: 'missingBreak', text: 'No break over 6 h: 12 h without a break' }],
      adjustment: null,
    },
  ],
  rejectReason: null,
  decidedBy: null,
  decidedAt: null,
  canDecide: true,
};

const renderWeek = (week: TimecardDetails = WEEK) => {
  server.use(http.get(callPath(getTimecardDetails), () => HttpResponse.json(week)));
  return renderAt(<TimecardDetailsPage />, { session: sessionFor('Client Admin'), path: `/timecards/${week.id}`, route: '/timecards/:timecardId' });
};

/** Answers the decision calls and keeps what each was sent. */
const recordDecisions = () => {
  const sent: { call: string; body: unknown }[] = [];
  const answer = (call: string, status: TimecardDetails['status']) => async ({ request }: { request: Request }) => {
    sent.push({ call, body: await request.json() });
    return HttpResponse.json({ id: ID, status, version: WEEK.version + 1 });
  };
  server.use(
    http.post(callPath(approveTimecard), answer('approve', 'Approved')),
    http.post(callPath(rejectTimecard), answer('reject', 'Rejected')),
    http.post(callPath(adjustTimecardLine), answer('adjust', 'Adjusted')),
  );
  return sent;
};

describe('TimecardDetailsPage', () => {
  it("shows the week's totals against the schedule and flags the exception on its line", async () => {
    renderWeek();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
    expect(screen.getByText('23.5 of 25 h')).toBeInTheDocument();
    expect(screen.getByText('36 h a week')).toBeInTheDocument();
    const shifts = within(screen.getByRole('list', { name: 'Shifts' })).getAllByRole('listitem');
    expect(shifts).toHaveLength(2);
    expect(within(shifts[0]!).queryByText('No break over 6 h: 12 h without a break')).not.toBeInTheDocument();
    expect(within(shifts[1]!).getByText('No break over 6 h: 12 h without a break')).toBeInTheDocument();
    expect(within(shifts[1]!).getByText('Note: Short-staffed, no break taken.')).toBeInTheDocument();
  });

  it('approves the week with the version it was read at, after the question', async () => {
    const sent = recordDecisions();
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(TIMECARD_APPROVE_PROMPT)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TIMECARD_APPROVED)).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'approve', body: { version: 3 } }]);
  });

  it('rejects only with a reason, and sends it trimmed', async () => {
    const sent = recordDecisions();
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: TIMECARD_REJECT_PROMPT });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(FIELD_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Thursday is missing.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(TIMECARD_REJECTED)).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'reject', body: { version: 3, reason: 'Thursday is missing.' } }]);
  });

  it('adjusts one line: a break out of range and a missing reason are said, nothing is sent until both are right', async () => {
    const sent = recordDecisions();
    renderWeek();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust shift of 11/18/2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust shift' });
    const breakField = within(dialog).getByRole('spinbutton', { name: 'Unpaid break (minutes)' });
    await userEvent.clear(breakField);
    await userEvent.type(breakField, '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/Enter whole minutes from 0 to/)).toBeInTheDocument();
    expect(within(dialog).getByText(FIELD_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(breakField);
    await userEvent.type(breakField, '30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Break taken, confirmed by the charge nurse.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TIMECARD_LINE_ADJUSTED)).toBeInTheDocument();
    expect(sent).toEqual([
      { call: 'adjust', body: { version: 3, start: '07:00', end: '19:00', overnight: false, breakMinutes: 30, noShow: false, reason: 'Break taken, confirmed by the charge nurse.' } },
    ]);
  });

  it("says the server's reason when the week changed meanwhile (409) and reads it again", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reads = 0;
    server.use(
      http.get(callPath(getTimecardDetails), () => {
        reads += 1;
        return HttpResponse.json(WEEK);
      }),
      http.post(callPath(approveTimecard), () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This timecard was changed by someone else. Review it again.' }, { status: 409 }),
      ),
    );
    renderAt(<TimecardDetailsPage />, { session: sessionFor('Client Admin'), path: `/timecards/${ID}`, route: '/timecards/:timecardId' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This timecard was changed by someone else. Review it again.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    expect(logged).toHaveBeenCalledWith('[portal] Change timecard failed', expect.anything());
  });

  it('offers no decision on a week the user may not decide, and shows how it was decided', async () => {
    renderWeek({ ...WEEK, status: 'Rejected', canDecide: false, decidedAt: '2026-11-24T10:00:00.000Z', decidedBy: 'Morgan Patel', rejectReason: 'Thursday is missing.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjust shift/ })).not.toBeInTheDocument();
    expect(screen.getByText(/by Morgan Patel$/)).toBeInTheDocument();
    expect(screen.getByText('Thursday is missing.')).toBeInTheDocument();
  });

  it('says the timecard does not exist for a 404, with the way back to the list', async () => {
    server.use(http.get(callPath(getTimecardDetails), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Timecard not found.' }, { status: 404 })));
    renderAt(<TimecardDetailsPage />, { session: sessionFor('Client Admin'), path: `/timecards/${ID}`, route: '/timecards/:timecardId' });
    expect(await screen.findByRole('heading', { name: 'Timecard not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Timecards' })).toHaveAttribute('href', '/timecards');
  });
});
