import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { CandidateDetails, getCandidateDetails, updateCandidate } from '@portal/domain/api/candidates';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { candidatesIn, listCandidates, writtenCounts } from './candidates.test-kit';

/** SPEC.md §4: an offer made from mobile shows as 'Candidate approved, processing offer', so the offer records its channel. */
const { t, ids } = useDemoTestApp();

const decide = (email: string | null, body: object) => t.call(email, { method: 'PUT', url: callPath(updateCandidate), payload: body });

let taken = 0;
const freshCandidate = async () => (await candidatesIn(t, ids.northwind, 'Ready for Review'))[taken++]!;

const channelOf = async (dealId: string) => {
  const [row] = await rowsOf<{ channel: string | null }>(t, sql`select offer_channel as channel from deals where id = ${dealId}`);
  return row!.channel;
};

const detailsOf = async (dealId: string) => {
  const res = await callAs(t, DEMO.admin, getCandidateDetails, undefined, { params: { id: dealId } });
  expect(res.statusCode, res.body).toBe(200);
  return CandidateDetails.parse(res.json());
};

describe('the channel of an offer', () => {
  it('records an offer made from mobile, shown by the details and the list, and in the audit row', async () => {
    const stored = await freshCandidate();
    const res = await decide(DEMO.general, { dealId: stored.id, decision: 'offer', version: stored.version, channel: 'mobile' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await channelOf(stored.id)).toBe('mobile');
    expect(await detailsOf(stored.id)).toMatchObject({ candidateStatus: 'Offered', offerChannel: 'mobile' });
    const [clinician] = await rowsOf<{ name: string }>(t, sql`select first_name || ' ' || last_name as name from clinicians where id = ${stored.clinicianId}`);
    const list = await listCandidates(t, { pageSize: 100, options: { statuses: ['Offered'], searchName: clinician!.name } });
    expect(list.candidates.find((item) => item.dealId === stored.id)?.offerChannel).toBe('mobile');
    const [audit] = await rowsOf<{ channel: string }>(
      t,
      sql`select after->>'channel' as channel from audit_log where entity_id = ${stored.id} and action = 'offer'`,
    );
    expect(audit).toEqual({ channel: 'mobile' });
  });

  it("takes an offer that names no channel as made on the web, and a decline as having none", async () => {
    const offered = await freshCandidate();
    expect((await decide(DEMO.general, { dealId: offered.id, decision: 'offer', version: offered.version })).statusCode).toBe(200);
    expect(await channelOf(offered.id)).toBe('web');
    expect((await detailsOf(offered.id)).offerChannel).toBe('web');

    const declined = await freshCandidate();
    const res = await decide(DEMO.general, { dealId: declined.id, decision: 'decline', version: declined.version, declineReasonId: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await channelOf(declined.id)).toBeNull();
  });

  it('answers 400 to an unknown channel, 401 without a session, 403 without the privilege and 404 to another network, writing nothing', async () => {
    const stored = await freshCandidate();
    const offer = { dealId: stored.id, decision: 'offer', version: stored.version, channel: 'mobile' };
    const before = await writtenCounts(t);
    const unknown = await decide(DEMO.general, { ...offer, channel: 'tablet' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('channel must be one of mobile, web');
    expect((await decide(null, offer)).statusCode).toBe(401);
    expect((await decide(DEMO.hr, offer)).statusCode).toBe(403);
    const foreign = await decide(DEMO.lakeside, offer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CANDIDATE_NOT_FOUND);
    expect(await writtenCounts(t)).toEqual(before);
    expect(await channelOf(stored.id)).toBeNull();
  });
});
