import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getUpcomingInterviews, type UpcomingInterview } from '@portal/domain/api/interviews';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { userOf } from '../candidates.test-kit';
import { UpcomingInterviewsSection } from './upcoming-interviews-section';

const PERSON = { id: '99999999-9999-4999-8999-999999999999', name: 'Morgan Patel' };
const ITEM: UpcomingInterview = {
  id: '77777777-7777-4777-8777-777777777777',
  dealId: '00000000-0000-4000-8000-000000000001',
  status: 'Confirmed',
  kind: 'phone',
  contact: '+1 206 555 0142',
  durationMinutes: 45,
  timeZone: 'America/Chicago',
  interviewer: PERSON,
  requestedBy: PERSON,
  slots: [],
  confirmed: { start: '2026-12-02T16:00:00Z', local: '2026-12-02T10:00' },
  reason: null,
  version: 2,
  candidateName: 'Avery Stone',
  title: 'RN - ICU',
  hospital: 'Lakeside Medical Center',
};

describe("Home's Interviews", () => {
  it('lists each open interview at its time in the hospital zone, linking to the candidate', async () => {
    server.use(http.get(callPath(getUpcomingInterviews), () => HttpResponse.json({ items: [ITEM] })));
    renderAt(<UpcomingInterviewsSection />, { session: userOf('General User') });
    const list = within(await screen.findByRole('list', { name: 'Upcoming interviews' }));
    expect(list.getByRole('link', { name: 'Avery Stone' })).toHaveAttribute('href', `/candidates/${ITEM.dealId}`);
    expect(list.getByText('Wed 12/02/2026 10:00 AM CST')).toBeInTheDocument();
    expect(list.getByText('Phone, 45 min · RN - ICU, Lakeside Medical Center · Morgan Patel')).toBeInTheDocument();
  });
});
