import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getCandidateDetails, updateCandidate, type CandidateDetails } from '@portal/domain/api/candidates';
import { CANDIDATE_DECIDED_MEANWHILE, OFFER_DECLINED, OFFER_PROMPT, OFFER_SUBMITTED } from '@portal/domain/candidates/candidate-rules';
import { MOBILE_OFFERED_LABEL } from '@portal/domain/deals/statuses';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { renderAt } from '@/test/render.test-kit';
import { PHONE_WIDTH, setScreenWidth } from '@/test/screen-width.test-kit';
import { server } from '@/test/server.test-kit';
import { details, detailsHandlers, resetCandidateTests, userOf } from '../candidates.test-kit';
import { CandidateDetailsPage } from '../details/candidate-details-page';
import { declineTitle } from './decline-dialog';

beforeEach(resetCandidateTests);
afterEach(() => vi.useRealTimers());

interface Sent {
  body: unknown;
  key: string | null;
}

/** The details as the server holds them, changed by UpdateCandidate (or by `answer`, to refuse it). */
const decidingServer = (answer?: (current: CandidateDetails) => Response | undefined) => {
  let current = details();
  const sent: Sent[] = [];
  server.use(
    http.get(callPath(getCandidateDetails), () => HttpResponse.json(current)),
    http.put(callPath(updateCandidate), async ({ request }) => {
      const body = (await request.json()) as { decision: 'offer' | 'decline'; channel?: 'mobile' | 'web' };
      sent.push({ body, key: request.headers.get('idempotency-key') });
      const refused = answer?.(current);
      if (refused) return refused;
      const candidateStatus = body.decision === 'offer' ? 'Offered' : 'Declined';
      const declineReason = body.decision === 'decline' ? 'Rate too high' : null;
      const offerChannel = body.channel ?? null;
      current = { ...current, candidateStatus, declineReason, offerChannel, reviewBy: null, version: current.version + 1, actions: { ...current.actions, decide: false } };
      return HttpResponse.json({ dealId: current.dealId, candidateStatus, declineReason, version: current.version });
    }),
    ...detailsHandlers(),
  );
  return {
    sent,
    decideElsewhere: () => {
      current = { ...current, candidateStatus: 'Declined', version: current.version + 1, actions: { ...current.actions, decide: false } };
    },
  };
};

const renderDetails = () =>
  renderAt(<CandidateDetailsPage />, { session: userOf('General User'), path: `/candidates/${details().dealId}`, route: '/candidates/:candidateId' });

const header = () => screen.getByRole('banner');

describe('Deciding a candidate', () => {
  it("extends an offer after SPEC.md §5's prompt, once, with an Idempotency-Key, and shows 'Offer Pending'", async () => {
    const api = decidingServer();
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Offer' }));
    const prompt = await screen.findByRole('dialog', { name: OFFER_PROMPT });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(OFFER_SUBMITTED)).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toEqual({ dealId: details().dealId, version: 3, decision: 'offer', channel: 'web' });
    expect(api.sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(header()).getByText('Offer Pending')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Extend Offer' })).not.toBeInTheDocument();
  });

  it("says an offer made in the phone layout is a mobile one, which reads 'Candidate approved, processing offer' (SPEC.md §4)", async () => {
    setScreenWidth(PHONE_WIDTH);
    const api = decidingServer();
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Offer' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: OFFER_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(OFFER_SUBMITTED)).toBeInTheDocument();
    expect(api.sent[0]!.body).toEqual({ dealId: details().dealId, version: 3, decision: 'offer', channel: 'mobile' });
    await waitFor(() => expect(within(header()).getByText(MOBILE_OFFERED_LABEL)).toBeInTheDocument());
  });

  it('sends nothing when the prompt is answered No', async () => {
    const api = decidingServer();
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Offer' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: OFFER_PROMPT })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);
  });

  it('declines only with a reason, in a dialog that names the candidate', async () => {
    const api = decidingServer();
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const { candidateFirstName, candidateLastName } = details();
    const dialog = await screen.findByRole('dialog', { name: declineTitle(`${candidateFirstName} ${candidateLastName}`) });
    expect(within(dialog).getByRole('heading')).toHaveTextContent(`Decline ${candidateFirstName} ${candidateLastName}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText(FIELD_REQUIRED)).toBeInTheDocument();
    expect(api.sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rate too high' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(OFFER_DECLINED)).toBeInTheDocument();
    expect(api.sent.map((sent) => sent.body)).toEqual([{ dealId: details().dealId, version: 3, decision: 'decline', declineReasonId: 1 }]);
    await waitFor(() => expect(within(header()).getByText('Declined Pending')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Candidate Details' })).getByText('Rate too high')).toBeInTheDocument();
  });

  it("shows a 409's message and then the status someone else set", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = decidingServer(() =>
      HttpResponse.json({ statusCode: 409, error: 'Conflict', message: CANDIDATE_DECIDED_MEANWHILE }, { status: 409 }),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Offer' }));
    api.decideElsewhere();
    await userEvent.click(within(await screen.findByRole('dialog', { name: OFFER_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(CANDIDATE_DECIDED_MEANWHILE)).toBeInTheDocument();
    await waitFor(() => expect(within(header()).getByText('Declined Pending')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Extend Offer' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('a clinician on the do-not-return list', () => {
  it('shows the badge and why Extend Offer is off; Decline stays', async () => {
    const rehire = {
      answer: 'Do not return' as const,
      summary: 'Clinical 2 · Reliability 1 · Teamwork 3, ICU at Northwind General, 11/02/2026',
      scope: 'hospital' as const,
      reason: 'Attendance or punctuality',
    };
    server.use(http.get(callPath(getCandidateDetails), () => HttpResponse.json(details({ rehire }))), ...detailsHandlers());
    renderAt(<CandidateDetailsPage />, { session: userOf('General User'), path: `/candidates/${details().dealId}`, route: '/candidates/:candidateId' });
    expect(await screen.findByText('Do not return')).toBeInTheDocument();
    expect(screen.getByText(`Attendance or punctuality. ${rehire.summary}`)).toBeInTheDocument();
    const offer = screen.getByRole('button', { name: 'Extend Offer' });
    expect(offer).toBeDisabled();
    expect(offer).toHaveAccessibleDescription(/is on the do-not-return list for this hospital, so they cannot be offered\./);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});
