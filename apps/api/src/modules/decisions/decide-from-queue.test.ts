import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { updateCandidate } from '@portal/domain/api/candidates';
import { decideExtension } from '@portal/domain/api/decisions';
import { patchJob } from '@portal/domain/api/jobs';
import { EXTENSION_DECIDED_MEANWHILE } from '@portal/domain/decisions/decision-rules';
import { TIMECARD_HAS_EXCEPTIONS } from '@portal/domain/timecards/timecard-rules';
import { auditRowsOf, rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { dealsIn, decideFromQueue, hospitalIdsOf, jobsAwaitingApprovalBy, queueOf, writtenCounts } from './decisions.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';

const { t, ids } = useDemoTestApp();

const statusOf = async (table: 'deals' | 'job_postings', id: string) => {
  const column = table === 'deals' ? sql`status` : sql`posting_status`;
  const [row] = await rowsOf<{ status: string; version: number }>(t, sql`select ${column} as status, version from ${sql.raw(table)} where id = ${id}`);
  return row!;
};

/** Items of the general user's hospitals, taken one per test so no two tests decide the same. */
let taken = 0;
const generalItems = async (statuses: string[]) => {
  const hospitals = new Set(await hospitalIdsOf(t, DEMO.general));
  return (await dealsIn(t, ids.northwind, statuses)).filter((d) => hospitals.has(d.hospitalId));
};
const freshCandidate = async () => (await generalItems(['Ready for Review']))[taken++]!;

describe('My decisions: deciding from the queue', () => {
  it("extends an offer through the candidate page's code: status, audit, the job creator told, gone from the queue", async () => {
    const candidate = await freshCandidate();
    const res = await decideFromQueue(t, DEMO.general, { kind: 'candidate', candidate: { dealId: candidate.id, version: candidate.version, decision: 'offer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'candidate', id: candidate.id, status: 'Offered', version: candidate.version + 1 });
    expect((await auditRowsOf(t.database.db, candidate.id)).map((row) => row.action)).toContain('offer');
    expect((await queueOf(t, DEMO.general)).items.map((item) => item.id)).not.toContain(candidate.id);
  });

  it('approves a job as it stands and declines another, as the job page does', async () => {
    const [first, second] = await jobsAwaitingApprovalBy(t, DEMO.general);
    const approved = await decideFromQueue(t, DEMO.general, { kind: 'job', job: { jobId: first!.id, version: first!.version, decision: 'approve' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ kind: 'job', id: first!.id, status: 'Active' });
    const notified = await rowsOf<{ subType: string }>(t, sql`select sub_type as "subType" from ${NOTIFICATION_ROWS} n where identifier is not null and sub_type = 'JobApproved' and recipient_id = ${first!.createdBy}`);
    expect(notified.length).toBeGreaterThan(0);
    expect((await auditRowsOf(t.database.db, first!.id)).map((row) => row.action)).toContain('update');

    const declined = await decideFromQueue(t, DEMO.general, { kind: 'job', job: { jobId: second!.id, version: second!.version, decision: 'decline' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await statusOf('job_postings', second!.id)).toMatchObject({ status: 'Declined' });
  });

  it('accepts an extension offer (the end moves to the extension on file) and rejects another with its reason', async () => {
    const offers = await generalItems(['Extension Offered']);
    const withRequest = await rowsOf<{ dealId: string; endDate: string }>(
      t,
      sql`select deal_id as "dealId", end_date::text as "endDate" from extension_requests where is_active and deal_id in ${offers.map((o) => o.id)}`,
    );
    const accepted = offers.find((o) => withRequest.some((r) => r.dealId === o.id))!;
    const res = await decideFromQueue(t, DEMO.general, { kind: 'extension', extension: { dealId: accepted.id, version: accepted.version, decision: 'accept' } });
    expect(res.statusCode, res.body).toBe(200);
    const [deal] = await rowsOf<{ status: string; endDate: string }>(t, sql`select status, end_date::text as "endDate" from deals where id = ${accepted.id}`);
    expect(deal).toEqual({ status: 'On Assignment', endDate: withRequest.find((r) => r.dealId === accepted.id)!.endDate });

    const rejected = offers.find((o) => o.id !== accepted.id)!;
    const before = await writtenCounts(t);
    const noReason = await decideFromQueue(t, DEMO.general, { kind: 'extension', extension: { dealId: rejected.id, version: rejected.version, decision: 'reject', reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('This field is required');
    expect(await writtenCounts(t)).toEqual(before);

    const own = await t.call(DEMO.general, {
      method: 'PUT',
      url: callPath(decideExtension),
      payload: { dealId: rejected.id, version: rejected.version, decision: 'reject', reason: 'Census is down on the unit.' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const audit = (await auditRowsOf(t.database.db, rejected.id)).find((row) => row.action === 'extension_reject')!;
    expect(audit.after).toMatchObject({ status: 'On Assignment', reason: 'Census is down on the unit.' });
    const events = await rowsOf<{ type: string; entityId: string; data: { reason: string | null } }>(
      t,
      sql`select type, entity_id as "entityId", data from integration_events where entity_id in (${accepted.id}, ${rejected.id}) order by id`,
    );
    expect(events).toEqual([
      expect.objectContaining({ type: 'ExtensionAccepted', entityId: accepted.id, data: expect.objectContaining({ reason: null }) }),
      expect.objectContaining({ type: 'ExtensionRejected', entityId: rejected.id, data: expect.objectContaining({ reason: 'Census is down on the unit.' }) }),
    ]);
    const again = await decideFromQueue(t, DEMO.general, { kind: 'extension', extension: { dealId: rejected.id, version: rejected.version, decision: 'accept' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXTENSION_DECIDED_MEANWHILE);
  });

  it("races the queue against the candidate's own page to exactly one winner", async () => {
    const candidate = await freshCandidate();
    const [queue, page] = await Promise.all([
      decideFromQueue(t, DEMO.general, { kind: 'candidate', candidate: { dealId: candidate.id, version: candidate.version, decision: 'offer' } }),
      t.call(DEMO.admin, {
        method: 'PUT',
        url: callPath(updateCandidate),
        payload: { dealId: candidate.id, version: candidate.version, decision: 'decline', declineReasonId: 1 },
      }),
    ]);
    expect([queue.statusCode, page.statusCode].sort()).toEqual([200, 409]);
    const decisions = (await auditRowsOf(t.database.db, candidate.id)).filter((row) => row.action === 'offer' || row.action === 'decline');
    expect(decisions).toHaveLength(1);
    expect((await statusOf('deals', candidate.id)).version).toBe(candidate.version + 1);
  });

  it("races the queue against the job page's decline to exactly one winner", async () => {
    const [job] = await jobsAwaitingApprovalBy(t, DEMO.general);
    const [queue, page] = await Promise.all([
      decideFromQueue(t, DEMO.general, { kind: 'job', job: { jobId: job!.id, version: job!.version, decision: 'approve' } }),
      t.call(DEMO.admin, { method: 'PATCH', url: callPath(patchJob), payload: { jobId: job!.id, version: job!.version, status: 'Declined' } }),
    ]);
    expect([queue.statusCode, page.statusCode].sort()).toEqual([200, 409]);
    expect((await statusOf('job_postings', job!.id)).version).toBe(job!.version + 1);
  });
});

describe('My decisions: refused decisions write nothing', () => {
  it('answers 401 without a token, 403 without the privilege, 404 for another network and 400 for bad input', async () => {
    const candidate = await freshCandidate();
    const [lakeside] = await dealsIn(t, ids.lakeside, ['Ready for Review']);
    const [lakesideOffer] = await dealsIn(t, ids.lakeside, ['Extension Offered']);
    const offer = (await generalItems(['Extension Offered']))[0]!;
    const before = await writtenCounts(t);
    const offerOf = (dealId: string, version: number) => ({ kind: 'candidate', candidate: { dealId, version, decision: 'offer' } });

    expect((await decideFromQueue(t, null, offerOf(candidate.id, candidate.version))).statusCode).toBe(401);
    expect((await decideFromQueue(t, DEMO.hr, offerOf(candidate.id, candidate.version))).statusCode).toBe(403);
    // Finance holds none of the queue's privileges; a Local Admin of other hospitals does not see the candidate.
    expect((await decideFromQueue(t, DEMO.finance, offerOf(candidate.id, candidate.version))).statusCode).toBe(403);
    const foreign = await decideFromQueue(t, DEMO.general, offerOf(lakeside!.id, lakeside!.version));
    expect(foreign.statusCode).toBe(404);
    const foreignOffer = await decideFromQueue(t, DEMO.general, {
      kind: 'extension',
      extension: { dealId: lakesideOffer?.id ?? offer.id.replace(/.$/, '0'), version: 1, decision: 'accept' },
    });
    expect(foreignOffer.statusCode).toBe(404);
    const ownPage = await t.call(DEMO.hr, { method: 'PUT', url: callPath(decideExtension), payload: { dealId: offer.id, version: offer.version, decision: 'accept' } });
    expect(ownPage.statusCode).toBe(403);
    const noTokenPage = await t.call(null, { method: 'PUT', url: callPath(decideExtension), payload: { dealId: offer.id, version: offer.version, decision: 'accept' } });
    expect(noTokenPage.statusCode).toBe(401);

    for (const body of [{ kind: 'vote' }, { kind: 'job', job: { jobId: 'x', version: 1, decision: 'approve' } }, { kind: 'candidate' }]) {
      const res = await decideFromQueue(t, DEMO.general, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await writtenCounts(t)).toEqual(before);
  });

  it('approves a week without exceptions in one decision, audited and offered to the provider; refuses one with exceptions (409), writing nothing', async () => {
    const hospitals = await hospitalIdsOf(t, DEMO.general);
    const weeks = await rowsOf<{ id: string; version: number; exceptions: number }>(
      t,
      sql`select id, version, exceptions from timecards where network_id = ${ids.northwind} and status = 'Submitted' and hospital_id in ${hospitals} order by id`,
    );
    const clean = weeks.find((week) => week.exceptions === 0)!;
    const flagged = weeks.find((week) => week.exceptions > 0)!;
    const refused = await decideFromQueue(t, DEMO.general, { kind: 'timecard', timecard: { id: flagged.id, version: flagged.version } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(TIMECARD_HAS_EXCEPTIONS);
    expect(await auditRowsOf(t.database.db, flagged.id)).toHaveLength(0);

    const res = await decideFromQueue(t, DEMO.general, { kind: 'timecard', timecard: { id: clean.id, version: clean.version } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'timecard', id: clean.id, status: 'Approved', version: clean.version + 1 });
    expect((await auditRowsOf(t.database.db, clean.id)).map((row) => row.action)).toEqual(['timecard_approve']);
    const [event] = await rowsOf<{ type: string }>(t, sql`select type from integration_events where entity_id = ${clean.id}`);
    expect(event!.type).toBe('TimecardApproved');
    expect((await queueOf(t, DEMO.general)).items.map((item) => item.id)).not.toContain(clean.id);
  });
});
