import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { changeInterview, getCandidateInterview, requestInterview, type CandidateInterview, type Interview } from '@portal/domain/api/interviews';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { details, detailsHandlers, resetCandidateTests, userOf } from '../candidates.test-kit';
import { CandidateDetailsPage } from '../details/candidate-details-page';

beforeEach(resetCandidateTests);
afterEach(() => vi.useRealTimers());

const ME = { id: '99999999-9999-4999-8999-999999999999', name: 'Test User' };
const COLLEAGUE = { id: '88888888-8888-4888-8888-888888888888', name: 'Casey Reviewer' };

const PROPOSED: Interview = {
  id: '77777777-7777-4777-8777-777777777777',
  dealId: details().dealId,
  status: 'Proposed',
  kind: 'video',
  contact: 'https://meet.example.test/abc',
  durationMinutes: 30,
  timeZone: 'America/Los_Angeles',
  interviewer: COLLEAGUE,
  requestedBy: ME,
  slots: [{ start: '2026-12-02T18:00:00Z', local: '2026-12-02T10:00' }],
  confirmed: null,
  reason: 'The candidate works nights',
  version: 4,
};

const serve = (state: CandidateInterview) => {
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  // Before the details' own handlers, whose interview answer is none: the first match answers.
  server.use(
    http.get(callPath(getCandidateInterview), () => HttpResponse.json(state)),
    http.post(callPath(requestInterview), async ({ request }) => {
      sent.push({ url: request.url, body: await request.json(), key: request.headers.get('idempotency-key') });
      return HttpResponse.json(PROPOSED, { status: 201 });
    }),
    http.put(callPath(changeInterview), async ({ request }) => {
      sent.push({ url: request.url, body: await request.json(), key: null });
      return HttpResponse.json({ ...PROPOSED, status: 'Confirmed', confirmed: PROPOSED.slots[0], slots: [] });
    }),
    ...detailsHandlers(),
  );
  return sent;
};

const renderDetails = () => renderAt(<CandidateDetailsPage />, { session: userOf('General User'), path: `/candidates/${details().dealId}`, route: '/candidates/:candidateId' });

describe('Interviews on the candidate page', () => {
  it('shows the open interview in the hospital\'s zone and takes one of the provider\'s times at the version seen', async () => {
    const sent = serve({ timeZone: 'America/Los_Angeles', interview: PROPOSED, interviewers: [ME, COLLEAGUE], actions: { request: false, change: true } });
    renderDetails();
    const section = within(await screen.findByRole('region', { name: 'Interview' }));
    expect(section.getByText('New times proposed')).toBeInTheDocument();
    expect(section.getByText('Casey Reviewer')).toBeInTheDocument();
    expect(section.getByText('The candidate works nights')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request interview' })).not.toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Choose Wed 12/02/2026 10:00 AM PST' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain(`/Interviews/${PROPOSED.id}`);
    expect(sent[0]!.body).toEqual({ action: 'choose', version: 4, start: '2026-12-02T18:00:00Z' });
  });

  it('requests an interview with the requester as interviewer by default, the times on the hospital clock and an Idempotency-Key', async () => {
    const sent = serve({ timeZone: 'America/Los_Angeles', interview: null, interviewers: [COLLEAGUE, ME], actions: { request: true, change: false } });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Request interview' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Request interview' }));
    expect(drawer.getByText(/Times are the hospital's: America\/Los_Angeles/)).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Request interview' }));
    expect(await drawer.findAllByText('This field is required')).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    await userEvent.type(drawer.getByLabelText(/Call link/), 'https://meet.example.test/abc');
    await userEvent.type(drawer.getByLabelText(/First time/), '2026-12-02T10:00');
    await userEvent.click(drawer.getByRole('button', { name: 'Request interview' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ kind: 'video', contact: 'https://meet.example.test/abc', durationMinutes: 30, interviewerId: ME.id, slots: ['2026-12-02T10:00'] });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
