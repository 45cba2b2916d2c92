import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getDecisionDelegation, type DelegationState } from '@portal/domain/api/decision-delegation';
import { decideMyDecision } from '@portal/domain/api/decisions';
import { getMyDecisions, type DecisionItem, type MyDecisions } from '@portal/domain/api/my-decisions';
import { getCandidateDeclinedReasons } from '@portal/domain/api/candidates';
import { OFFER_DECLINED, OFFER_PROMPT, OFFER_SUBMITTED } from '@portal/domain/candidates/candidate-rules';
import { EXTENSION_ACCEPTED, EXTENSION_ACCEPT_PROMPT, decisionCountsText } from '@portal/domain/decisions/decision-rules';
import { REQUEST_INTERVIEW } from '@portal/domain/interviews/interview-rules';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { requestable, requestInterviewHandlers } from '@/components/interview-request/request-interview.test-kit';
import { ALL_FLAGS_ON, sessionFor } from '@/test/fixtures.test-kit';
import { accountHandlers, dashboardHandlers } from '@/test/handlers.test-kit';
import { renderAt, renderPortal } from '@/test/render.test-kit';
import { PHONE_WIDTH, setScreenWidth } from '@/test/screen-width.test-kit';
import { server } from '@/test/server.test-kit';
import { MyDecisionsPage } from './my-decisions-page';

const item = (overrides: Partial<DecisionItem>): DecisionItem => ({
  kind: 'candidate',
  id: '00000000-0000-4000-8000-000000000001',
  version: 3,
  name: 'Jane Doe',
  detail: 'RN - ICU',
  extension: null,
  endDate: null,
  hospital: 'Northwind General',
  waiting: 'Jane Doe',
  dueAt: '2026-01-01T10:00:00.000Z',
  overdue: true,
  exceptions: 0,
  actions: { approve: true, decline: true, interview: false },
  onBehalfOf: null,
  ...overrides,
});

const QUEUE: MyDecisions = {
  items: [
    item({}),
    item({ kind: 'extension', id: '00000000-0000-4000-8000-000000000002', name: 'Sam Lee', extension: { startDate: '2026-02-01', endDate: '2026-04-30' }, overdue: false, dueAt: '2099-01-01T00:00:00.000Z' }),
  ],
  next: null,
  counts: { job: 0, candidate: 1, extension: 1, evaluation: 0, timecard: 0 },
  overdue: 1,
};

/** The queue as the server holds it: a decision removes its item. */
const NOT_DELEGATED_STATE: DelegationState = {
  delegation: null,
  colleagues: [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Elliot Vance' }],
  delegatedToMe: [],
};

const queueServer = (queue: MyDecisions = QUEUE, delegation: DelegationState = NOT_DELEGATED_STATE) => {
  let current = queue;
  const sent: unknown[] = [];
  server.use(
    http.get(callPath(getMyDecisions), () => HttpResponse.json(current)),
    http.get(callPath(getDecisionDelegation), () => HttpResponse.json(delegation)),
    http.get(callPath(getCandidateDeclinedReasons), () => HttpResponse.json([{ id: 4, name: 'Rate too high' }])),
    http.post(callPath(decideMyDecision), async ({ request }) => {
      const body = (await request.json()) as { kind: DecisionItem['kind']; candidate?: { dealId: string }; extension?: { dealId: string } };
      sent.push(body);
      const id = (body.candidate ?? body.extension)!.dealId;
      current = { ...current, items: current.items.filter((i) => i.id !== id) };
      return HttpResponse.json({ kind: body.kind, id, status: body.kind === 'candidate' ? 'Declined' : 'On Assignment', version: 4 });
    }),
  );
  return sent;
};

const renderPage = () => renderAt(<MyDecisionsPage />, { session: sessionFor('General User', { flags: ALL_FLAGS_ON }), path: '/decisions' });

describe('My decisions', () => {
  it('lists the items with their counts, what they are, who waits and when they are due', async () => {
    queueServer();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByText('Waiting: Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('Candidates: 1')).toBeInTheDocument();
    expect(screen.getByText('Extension offers: 1')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Sam Lee' })).getByText('RN - ICU, extension 02/01/2026 - 04/30/2026')).toBeInTheDocument();
  });

  it('sends nothing on No, and nothing when Undo is pressed within the window', async () => {
    const sent = queueServer();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Sam Lee' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: EXTENSION_ACCEPT_PROMPT })).getByRole('button', { name: 'No' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: EXTENSION_ACCEPT_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(within(card).getByRole('status')).toHaveTextContent(/Approving in \d s/);
    await userEvent.click(within(card).getByRole('button', { name: 'Undo' }));
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(sent).toEqual([]);
  });

  it('accepts after the undo window, then toasts and drops the item', async () => {
    const sent = queueServer();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Sam Lee' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: EXTENSION_ACCEPT_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(EXTENSION_ACCEPTED, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'extension', extension: { dealId: QUEUE.items[1]!.id, version: 3, decision: 'accept' } }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam Lee' })).not.toBeInTheDocument());
  });

  it("offers a candidate from a phone as a mobile offer, as the candidate's page does", async () => {
    setScreenWidth(PHONE_WIDTH);
    const sent = queueServer();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: OFFER_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(OFFER_SUBMITTED, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'candidate', candidate: { dealId: QUEUE.items[0]!.id, version: 3, decision: 'offer', channel: 'mobile' } }]);
  });

  it("declines a candidate only with a reason, through the candidate's own request", async () => {
    const sent = queueServer();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog says whom it declines: on a phone it hides the card.
    expect(dialog).toHaveAccessibleDescription('Jane Doe · RN - ICU · Northwind General');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText(FIELD_REQUIRED)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rate too high' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(OFFER_DECLINED, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'candidate', candidate: { dealId: QUEUE.items[0]!.id, version: 3, decision: 'decline', declineReasonId: 4 } }]);
    expect(screen.queryByRole('dialog', { name: OFFER_PROMPT })).not.toBeInTheDocument();
  });

  it("marks a delegated item with whose it is, says who delegated, and decides it on that colleague's behalf", async () => {
    const morgan = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Morgan Patel' };
    const delegated = item({ kind: 'extension', id: '00000000-0000-4000-8000-000000000003', name: 'Ana Ruiz', onBehalfOf: morgan });
    const sent = queueServer(
      { items: [delegated], next: null, counts: { job: 0, candidate: 0, extension: 1, evaluation: 0, timecard: 0 }, overdue: 1 },
      { ...NOT_DELEGATED_STATE, delegatedToMe: [{ delegator: morgan, startsOn: '2026-01-01', endsOn: '2026-01-09' }] },
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(within(card).getByText('On behalf of Morgan Patel')).toBeInTheDocument();
    expect(screen.getByText('Morgan Patel delegated their decisions to you until 01/09/2026: their items are marked with their name.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: EXTENSION_ACCEPT_PROMPT })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(EXTENSION_ACCEPTED, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'extension', extension: { dealId: delegated.id, version: 3, decision: 'accept' }, onBehalfOf: morgan.id }]);
  });

  it('opens the delegation drawer from the out-of-office block and asks for a colleague first', async () => {
    queueServer();
    renderPage();
    expect(await screen.findByText('Your decisions are not delegated.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delegate my decisions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Delegate my decisions' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delegate' }));
    expect(await within(drawer).findByText('Choose a colleague')).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: /Colleague/ })).toHaveFocus();
  });

  it('shows more items a page at a time, from where the last page ended', async () => {
    const later = item({ kind: 'job', id: '00000000-0000-4000-8000-000000000009', name: 'RN - PACU', overdue: false, dueAt: '2099-02-01T00:00:00.000Z' });
    const cursor = { afterDue: '2099-01-01T00:00:00.000000Z', afterId: QUEUE.items[1]!.id };
    const asked: string[] = [];
    queueServer();
    server.use(
      http.get(callPath(getMyDecisions), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        return HttpResponse.json(
          query.get('afterId') === cursor.afterId ? { ...QUEUE, items: [later], next: null } : { ...QUEUE, next: cursor },
        );
      }),
    );
    renderPage();
    await screen.findByRole('article', { name: 'Sam Lee' });
    expect(screen.getByRole('status')).toHaveTextContent('2 shown');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'RN - PACU' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(asked).toEqual(['overdue=false', `overdue=false&afterDue=${encodeURIComponent(cursor.afterDue)}&afterId=${cursor.afterId}`]);
  });

  it('filters by a count, marks it current, and shows everything again from it', async () => {
    const asked: string[] = [];
    queueServer();
    server.use(
      http.get(callPath(getMyDecisions), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const kind = query.get('kind');
        return HttpResponse.json({ ...QUEUE, items: kind ? QUEUE.items.filter((i) => i.kind === kind) : QUEUE.items });
      }),
    );
    renderAt(<MyDecisionsPage />, { session: sessionFor('General User', { flags: ALL_FLAGS_ON }), path: '/decisions', route: '/decisions' });
    const counts = await screen.findByRole('navigation', { name: 'Waiting for your decision' });
    await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(counts).getByRole('link', { name: 'All: 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(counts).getByRole('link', { name: 'Extension offers: 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(within(counts).getByRole('link', { name: 'Extension offers: 1' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toContain('kind=extension&overdue=false');
    await userEvent.click(within(counts).getByRole('link', { name: 'Overdue: 1' }));
    await waitFor(() => expect(asked).toContain('overdue=true'));
    await userEvent.click(within(counts).getByRole('link', { name: 'Overdue: 1' }));
    expect(await screen.findByRole('article', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(within(counts).getByRole('link', { name: 'All: 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('My decisions in the portal', () => {
  it('asks for the unfiltered first page once: the sidebar\'s counts and the page read one answer', async () => {
    server.use(...accountHandlers({ userType: 'General User', flags: () => ALL_FLAGS_ON }), ...dashboardHandlers());
    const asked: string[] = [];
    server.use(
      http.get(callPath(getMyDecisions), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(QUEUE);
      }),
      http.get(callPath(getDecisionDelegation), () => HttpResponse.json(NOT_DELEGATED_STATE)),
    );
    renderPortal('/decisions');
    expect(await screen.findByRole('article', { name: 'Jane Doe' }, { timeout: 10_000 })).toBeInTheDocument();
    // The sidebar's entry shows the counts of the same answer.
    expect(await screen.findByText(decisionCountsText(QUEUE.counts))).toBeInTheDocument();
    expect(asked).toEqual(['?overdue=false']);
  });

  it("asks for an interview of a candidate the server says may have one, on a phone, from the card's own drawer", async () => {
    setScreenWidth(PHONE_WIDTH);
    queueServer({ ...QUEUE, items: [item({ actions: { approve: true, decline: true, interview: true } }), QUEUE.items[1]!] });
    const { handlers, sent } = requestInterviewHandlers(requestable('America/New_York'));
    server.use(...handlers);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(await screen.findByRole('article', { name: 'Sam Lee' })).queryByRole('button', { name: REQUEST_INTERVIEW })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: REQUEST_INTERVIEW }));
    const drawer = within(await screen.findByRole('dialog', { name: REQUEST_INTERVIEW }));
    expect(drawer.getByText(/Times are the hospital's: America\/New_York/)).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    await userEvent.type(drawer.getByLabelText(/Phone number/), '+1 555 010 0100');
    await userEvent.type(drawer.getByLabelText(/First time/), '2099-12-02T09:30');
    await userEvent.click(drawer.getByRole('button', { name: REQUEST_INTERVIEW }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/Candidates/00000000-0000-4000-8000-000000000001/Interview');
    expect(sent[0]!.body).toMatchObject({ kind: 'phone', contact: '+1 555 010 0100', slots: ['2099-12-02T09:30'] });
  });
});
