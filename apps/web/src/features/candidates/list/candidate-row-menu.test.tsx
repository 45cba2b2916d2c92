import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandidateInterview } from '@portal/domain/api/interviews';
import { INTERVIEW_NOT_REQUESTABLE_NOW } from '@portal/domain/interviews/interview-rules';
import { ME, requestable, requestInterviewHandlers } from '@/components/interview-request/request-interview.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { dealId, listHandlers, resetCandidateTests, userOf } from '../candidates.test-kit';
import { CandidateListPage } from './candidate-list-page';

beforeEach(resetCandidateTests);
afterEach(() => vi.useRealTimers());

const OPEN = requestable('America/Chicago');

/** The list, the candidate's interview state as `state`, and the requests the drawer sends. */
const serve = (state: CandidateInterview = OPEN) => {
  const { handlers, sent, read } = requestInterviewHandlers(state);
  server.use(...handlers, ...listHandlers());
  return { sent, read };
};

const renderList = (session = userOf('General User')) => renderAt(<CandidateListPage />, { session, path: '/candidates' });

const chooseRequest = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Request interview' }));
};

describe("The candidate list's row menu", () => {
  it('offers Request interview on a Ready for Review candidate only, and requests it in the hospital zone without opening the candidate', async () => {
    const { sent, read } = serve();
    renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    // Avery Stone3 is Offered: nothing to ask for.
    expect(screen.queryByRole('button', { name: 'Actions for Avery Stone3' })).not.toBeInTheDocument();

    await chooseRequest('Avery Stone1');
    const drawer = within(await screen.findByRole('dialog', { name: 'Request interview' }));
    expect(read[0]).toContain(`/Candidates/${dealId(1)}/Interview`);
    expect(drawer.getByText(/^Avery Stone1\. /)).toBeInTheDocument();
    expect(drawer.getByText(/Times are the hospital's: America\/Chicago/)).toBeInTheDocument();
    await userEvent.type(drawer.getByLabelText(/Call link/), 'https://meet.example.test/row');
    await userEvent.type(drawer.getByLabelText(/First time/), '2026-12-02T10:00');
    await userEvent.click(drawer.getByRole('button', { name: 'Request interview' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain(`/Candidates/${dealId(1)}/Interview`);
    expect(sent[0]!.body).toEqual({ kind: 'video', contact: 'https://meet.example.test/row', durationMinutes: 30, interviewerId: ME.id, slots: ['2026-12-02T10:00'] });
    expect(await screen.findByText('Interview requested.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request interview' })).not.toBeInTheDocument());
    // Still the list: neither the menu nor the drawer followed the card's link.
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
  });

  it('says so, and opens no drawer, when the candidate was asked to an interview meanwhile', async () => {
    const { sent } = serve({ ...OPEN, actions: { request: false, change: true } });
    renderList();
    await chooseRequest('Avery Stone1');
    expect(await screen.findByText(INTERVIEW_NOT_REQUESTABLE_NOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Request interview' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('has no row menu for a user who may not review candidates', async () => {
    serve();
    renderList(userOf('General User', ['ApproveCandidates']));
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });
});
