import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { CandidateDetails, getCandidateDeclinedReasons, getCandidateDetails, getCandidateHistory, updateCandidate } from '@portal/domain/api/candidates';
import type { HistoryPage } from '@portal/domain/api/history';
import { CANDIDATE_DECIDED_MEANWHILE, CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import { callAs } from '../../test-support/call-as';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { candidateRow, candidatesIn, writtenCounts } from './candidates.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';

const { t, ids } = useDemoTestApp();

const details = async (dealId: string, email: string = DEMO.general) => {
  const res = await callAs(t, email, getCandidateDetails, undefined, { params: { id: dealId } });
  expect(res.statusCode, res.body).toBe(200);
  return CandidateDetails.parse(res.json());
};

/** The candidate's History, oldest first, as [action, actor] pairs. */
const historyOf = async (dealId: string) => {
  const res = await callAs(t, DEMO.admin, getCandidateHistory, undefined, { params: { id: dealId } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as HistoryPage).items.toReversed();
};
const actionsOf = async (dealId: string) => (await historyOf(dealId)).map((entry) => [entry.action, entry.actor]);

const decide = (email: string, body: object, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'PUT', url: callPath(updateCandidate), payload: body, headers });

/** A Ready for Review candidate no earlier test has touched. */
let taken = 0;
const freshCandidate = async () => (await candidatesIn(t, ids.northwind, 'Ready for Review'))[taken++]!;

const notificationsFor = (dealId: string) =>
  rowsOf<{ recipient: string; subType: string; text: string }>(
    t,
    sql`select u.email as recipient, n.sub_type as "subType", n.text from ${NOTIFICATION_ROWS} n join users u on u.id = n.recipient_id
        where n.deal_id = ${dealId} and n.sub_type in ('CandidateOffered', 'CandidateDeclined') order by n.created_at`,
  );

describe('candidate details', () => {
  it('shows the candidate, its job, profile and review clock, and records the first view once per user', async () => {
    const stored = await freshCandidate();
    const first = await details(stored.id);
    expect(first).toMatchObject({ dealId: stored.id, candidateId: stored.clinicianId, candidateStatus: 'Ready for Review', version: stored.version });
    expect(first.jobEntity.jobId).toBe(stored.jobId);
    expect(first.jobEntity.jobOrExternalId).toMatch(/^CPT\d{8}$/);
    expect(first.actions).toEqual({ decide: true, downloadDocuments: true });
    expect(await actionsOf(stored.id)).toEqual([
      ['Submitted', null],
      ['Viewed', 'Morgan Patel'],
    ]);

    await details(stored.id);
    await details(stored.id, DEMO.admin);
    expect(await actionsOf(stored.id)).toEqual([
      ['Submitted', null],
      ['Viewed', 'Morgan Patel'],
      ['Viewed', 'Avery Collins'],
    ]);
  });

  it('offers no decision to Human Resources, and no documents to Finance', async () => {
    const stored = await freshCandidate();
    expect((await details(stored.id, DEMO.hr)).actions).toEqual({ decide: false, downloadDocuments: true });
    expect((await details(stored.id, DEMO.finance)).actions).toEqual({ decide: false, downloadDocuments: false });
  });

  it.each([
    ['a malformed id', 'not-a-guid'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ])('answers SPEC.md §8 for %s', async (_, id) => {
    const res = await callAs(t, DEMO.general, getCandidateDetails, undefined, { params: { id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CANDIDATE_NOT_FOUND);
  });

  it("answers 404 for another network's candidate and for an assignment, recording no view", async () => {
    const before = await writtenCounts(t);
    const [lakesideCandidate] = await candidatesIn(t, ids.lakeside, 'Ready for Review');
    const [assignment] = await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${ids.northwind} and stage = 'assignment' limit 1`);
    for (const id of [lakesideCandidate!.id, assignment!.id]) {
      const res = await callAs(t, DEMO.general, getCandidateDetails, undefined, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CANDIDATE_NOT_FOUND);
    }
    expect(await writtenCounts(t)).toEqual(before);
  });
});

describe('deciding on a candidate', () => {
  it('extends an offer: Offered, a new version, an audit row, the history and a notification to the job creator', async () => {
    const stored = await freshCandidate();
    const res = await decide(DEMO.general, { dealId: stored.id, decision: 'offer', version: stored.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dealId: stored.id, candidateStatus: 'Offered', declineReason: null, version: stored.version + 1 });
    expect(await candidateRow(t, stored.id)).toMatchObject({ status: 'Offered', version: stored.version + 1 });
    const [creator] = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from job_postings j join users u on u.id = j.created_by where j.id = ${stored.jobId}`,
    );
    const notes = await notificationsFor(stored.id);
    if (creator!.email === DEMO.general) expect(notes).toEqual([]);
    else expect(notes).toEqual([{ recipient: creator!.email, subType: 'CandidateOffered', text: expect.stringContaining('An offer has been extended to') }]);
    const after = await details(stored.id, DEMO.admin);
    expect(after.candidateStatus).toBe('Offered');
    expect(after.actions.decide).toBe(false);
    expect(after.reviewBy).toBeNull();
    expect((await historyOf(stored.id)).find((entry) => entry.action === 'Offered')).toMatchObject({
      actor: 'Morgan Patel',
      changes: [{ field: 'Status', from: 'Ready for Review', to: 'Offered' }],
    });
  });

  it('declines with a reason, which is required', async () => {
    const stored = await freshCandidate();
    const before = await writtenCounts(t);
    const missing = await decide(DEMO.general, { dealId: stored.id, decision: 'decline', version: stored.version });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('This field is required');
    const unknown = await decide(DEMO.general, { dealId: stored.id, decision: 'decline', declineReasonId: 999, version: stored.version });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('declineReasonId 999 is not a decline reason.');
    expect(await writtenCounts(t)).toEqual(before);

    const reasons = (await callAs(t, DEMO.general, getCandidateDeclinedReasons)).json() as { id: number; name: string }[];
    expect(reasons.length).toBeGreaterThan(0);
    const res = await decide(DEMO.general, { dealId: stored.id, decision: 'decline', declineReasonId: reasons[0]!.id, version: stored.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ candidateStatus: 'Declined', declineReason: reasons[0]!.name });
    expect(await candidateRow(t, stored.id)).toMatchObject({ status: 'Declined', declineReasonId: reasons[0]!.id });
    expect((await historyOf(stored.id)).find((entry) => entry.action === 'Declined')).toMatchObject({
      actor: 'Morgan Patel',
      changes: [
        { field: 'Status', from: 'Ready for Review', to: 'Declined' },
        { field: 'Decline Reason', from: null, to: reasons[0]!.name },
      ],
    });
  });

  it('answers 409 to a stale version and to a candidate no longer waiting, writing nothing', async () => {
    const stored = await freshCandidate();
    expect((await decide(DEMO.general, { dealId: stored.id, decision: 'offer', version: stored.version })).statusCode).toBe(200);
    const before = await writtenCounts(t);
    const stale = await decide(DEMO.admin, { dealId: stored.id, decision: 'offer', version: stored.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CANDIDATE_DECIDED_MEANWHILE);
    const decided = await decide(DEMO.admin, { dealId: stored.id, decision: 'offer', version: stored.version + 1 });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe('This candidate is Offer Pending and can no longer be offered or declined.');
    const [approved] = await candidatesIn(t, ids.northwind, 'Approved');
    const fromApproved = await decide(DEMO.admin, { dealId: approved!.id, decision: 'offer', version: approved!.version });
    expect(fromApproved.statusCode).toBe(409);
    expect(await writtenCounts(t)).toEqual(before);
  });

  it('decides from Pending Review too', async () => {
    const [pending] = await candidatesIn(t, ids.northwind, 'Pending Review');
    const res = await decide(DEMO.admin, { dealId: pending!.id, decision: 'offer', version: pending!.version });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets exactly one of two people deciding at once win; the other gets the 409 message', async () => {
    const stored = await freshCandidate();
    const answers = await Promise.all([
      decide(DEMO.general, { dealId: stored.id, decision: 'offer', version: stored.version }),
      decide(DEMO.admin, { dealId: stored.id, decision: 'offer', version: stored.version }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(CANDIDATE_DECIDED_MEANWHILE);
    expect((await candidateRow(t, stored.id)).version).toBe(stored.version + 1);
    const [audit] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from audit_log where entity_id = ${stored.id} and action = 'offer'`);
    expect(audit!.n).toBe(1);
  });

  it('answers a repeat with the same Idempotency-Key as the first time, deciding once', async () => {
    const stored = await freshCandidate();
    const headers = { 'idempotency-key': `offer-${stored.id}` };
    const body = { dealId: stored.id, decision: 'offer', version: stored.version };
    const first = await decide(DEMO.general, body, headers);
    const before = await writtenCounts(t);
    const again = await decide(DEMO.general, body, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writtenCounts(t)).toEqual(before);
  });

  it("answers 404 for another network's candidate and 403 to Human Resources, writing nothing", async () => {
    const stored = await freshCandidate();
    const before = await writtenCounts(t);
    const foreign = await decide(DEMO.lakeside, { dealId: stored.id, decision: 'offer', version: stored.version });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CANDIDATE_NOT_FOUND);
    expect((await decide(DEMO.hr, { dealId: stored.id, decision: 'offer', version: stored.version })).statusCode).toBe(403);
    expect((await decide(DEMO.finance, { dealId: stored.id, decision: 'offer', version: stored.version })).statusCode).toBe(403);
    expect(await writtenCounts(t)).toEqual(before);
    expect(await userIdOf(t.database.db, DEMO.hr)).toBeTruthy();
  });
});
