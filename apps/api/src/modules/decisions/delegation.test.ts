import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { getJobHistory } from '@portal/domain/api/jobs';
import {
  DELEGATE_NOT_ELIGIBLE,
  DELEGATION_ENDS_BEFORE_START,
  DELEGATION_STARTS_IN_PAST,
  DELEGATION_TOO_LONG,
  NOT_DELEGATED_TO_YOU,
} from '@portal/domain/decisions/decision-rules';
import { callAs } from '../../test-support/call-as';
import { auditCount, auditRowsOf, rowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { decideFromQueue, hospitalIdsOf, queueOf } from './decisions.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { TEAM, dayFromToday, delegate, delegateFor, delegationOf, endDelegationOf, jobsOnlyFor, moveDelegation } from './delegation.test-kit';

const { t } = useDemoTestApp();

const delegationRows = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from decision_delegations`))[0]!.n;

describe('My decisions: delegation (out of office)', () => {
  // 401, and 403 to a user who can decide nothing: access/contract-access.test.ts.
  it('offers the active colleagues of the network who can make every decision the caller can', async () => {
    const { colleagues, delegation, delegatedToMe } = await delegationOf(t, DEMO.general);
    expect(delegation).toBeNull();
    expect(delegatedToMe).toEqual([]);
    const names = colleagues.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Elliot Vance', 'Priya Raman', 'Marcus Hale', 'Avery Collins']));
    // Not the caller, not a type without the deciding privileges, not an inactive account, not another network.
    for (const name of ['Morgan Patel', 'Taylor Nguyen', 'Casey Brooks', 'Dana Kim', 'Riley Johnson', 'Grace Liu']) expect(names).not.toContain(name);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const elliot = await userIdOf(t.database.db, TEAM.elliot);
    const hr = await userIdOf(t.database.db, DEMO.hr);
    const lakeside = await userIdOf(t.database.db, DEMO.lakeside);
    const before = { audit: await auditCount(t.database.db), rows: await delegationRows() };
    const cases: [object, number, string][] = [
      [{ delegateId: elliot, startsOn: dayFromToday(3), endsOn: dayFromToday(2) }, 400, DELEGATION_ENDS_BEFORE_START],
      [{ delegateId: elliot, startsOn: dayFromToday(0), endsOn: dayFromToday(90) }, 400, DELEGATION_TOO_LONG],
      [{ delegateId: elliot, startsOn: dayFromToday(-3), endsOn: dayFromToday(2) }, 400, DELEGATION_STARTS_IN_PAST],
      [{ delegateId: 'elliot', startsOn: dayFromToday(0), endsOn: dayFromToday(2) }, 400, 'Choose a colleague'],
      [{ delegateId: elliot, startsOn: '2026-13-01', endsOn: dayFromToday(2) }, 400, 'Dates must be written yyyy-mm-dd'],
      [{ delegateId: hr, startsOn: dayFromToday(0), endsOn: dayFromToday(2) }, 400, DELEGATE_NOT_ELIGIBLE],
      [{ delegateId: await userIdOf(t.database.db, DEMO.general), startsOn: dayFromToday(0), endsOn: dayFromToday(2) }, 400, DELEGATE_NOT_ELIGIBLE],
      // Another network's user is not found in the caller's.
      [{ delegateId: lakeside, startsOn: dayFromToday(0), endsOn: dayFromToday(2) }, 404, 'Colleague not found.'],
      // Nothing is set yet, so there is no version to replace.
      [{ delegateId: elliot, startsOn: dayFromToday(0), endsOn: dayFromToday(2), version: 3 }, 409, 'changed in another session'],
    ];
    for (const [body, status, message] of cases) {
      const res = await delegate(t, DEMO.general, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect({ audit: await auditCount(t.database.db), rows: await delegationRows() }).toEqual(before);
  });

  it("puts the delegator's items the delegate could not decide as themselves in the delegate's queue, marked, and audits the delegation", async () => {
    const delegated = await jobsOnlyFor(t, DEMO.general, TEAM.elliot);
    expect(delegated.length).toBeGreaterThan(0);
    const own = await queueOf(t, TEAM.elliot);
    expect(own.items.every((item) => item.onBehalfOf === null)).toBe(true);

    const state = await delegateFor(t, DEMO.general, TEAM.elliot);
    expect(state.delegation).toMatchObject({ delegate: { name: 'Elliot Vance' }, startsOn: dayFromToday(0), endsOn: dayFromToday(7), version: 1 });
    const audit = (await auditRowsOf(t.database.db, await userIdOf(t.database.db, DEMO.general))).filter((row) => row.entity === 'decision_delegation');
    expect(audit.map((row) => row.action)).toEqual(['delegation_set']);
    expect(audit[0]!.after).toMatchObject({ delegateName: 'Elliot Vance', endsOn: dayFromToday(7) });
    expect((await delegationOf(t, TEAM.elliot)).delegatedToMe).toEqual([
      { delegator: { id: await userIdOf(t.database.db, DEMO.general), name: 'Morgan Patel' }, startsOn: dayFromToday(0), endsOn: dayFromToday(7) },
    ]);

    const queue = await queueOf(t, TEAM.elliot);
    const onBehalf = queue.items.filter((item) => item.onBehalfOf !== null);
    expect(onBehalf.map((item) => item.id).sort()).toEqual(delegated.map((job) => job.id).sort());
    for (const item of onBehalf) expect(item).toMatchObject({ kind: 'job', onBehalfOf: { name: 'Morgan Patel' }, actions: { approve: true, decline: true } });
    // Listed once each, and counted once: the own items stay the delegate's own.
    expect(new Set(queue.items.map((item) => `${item.kind}:${item.id}`)).size).toBe(queue.items.length);
    expect(queue.counts).toEqual({ ...own.counts, job: own.counts.job + delegated.length });
  });

  it("decides a delegated item under the delegate, naming the delegator in the audit and the History, and only on the delegator's behalf", async () => {
    const [job] = await jobsOnlyFor(t, DEMO.general, TEAM.elliot);
    const request = { kind: 'job', job: { jobId: job!.id, version: job!.version, decision: 'approve' } };
    // As themselves the delegate is not the job's approver; on behalf of someone who did not delegate, refused.
    expect((await decideFromQueue(t, TEAM.elliot, request)).statusCode).toBe(403);
    const notMine = await decideFromQueue(t, TEAM.elliot, { ...request, onBehalfOf: await userIdOf(t.database.db, TEAM.priya) });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(NOT_DELEGATED_TO_YOU);

    const res = await decideFromQueue(t, TEAM.elliot, { ...request, onBehalfOf: await userIdOf(t.database.db, DEMO.general) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'job', id: job!.id, status: 'Active' });
    const [audit] = (await auditRowsOf(t.database.db, job!.id)).filter((row) => row.action === 'update');
    expect(audit!.actorId).toBe(await userIdOf(t.database.db, TEAM.elliot));
    expect(audit!.after).toMatchObject({ onBehalfOfId: await userIdOf(t.database.db, DEMO.general), onBehalfOfName: 'Morgan Patel' });
    const history = await callAs(t, DEMO.general, getJobHistory, undefined, { params: { id: job!.id } });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items[0]).toMatchObject({ action: 'Edited', actor: 'Elliot Vance on behalf of Morgan Patel' });
  });

  it('races the delegator and the delegate on one item to a single winner', async () => {
    const [job] = await jobsOnlyFor(t, DEMO.general, TEAM.elliot);
    const request = { kind: 'job', job: { jobId: job!.id, version: job!.version, decision: 'decline' } };
    const results = await Promise.all([
      decideFromQueue(t, DEMO.general, request),
      decideFromQueue(t, TEAM.elliot, { ...request, onBehalfOf: await userIdOf(t.database.db, DEMO.general) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await auditRowsOf(t.database.db, job!.id)).filter((row) => row.action === 'decline')).toHaveLength(1);
  });

  it('holds nothing of a delegator outside the hospitals the delegate sees', async () => {
    // Elliot sees hospitals 0 and 2, Marcus 1 and 3: nothing Elliot decides is Marcus's to decide.
    const before = await queueOf(t, TEAM.marcus);
    await delegateFor(t, TEAM.elliot, TEAM.marcus);
    const queue = await queueOf(t, TEAM.marcus);
    expect(queue.items.filter((item) => item.onBehalfOf !== null)).toEqual([]);
    expect(queue.counts).toEqual(before.counts);
    const marcusHospitals = new Set(await hospitalIdsOf(t, TEAM.marcus));
    const names = await rowsOf<{ name: string }>(t, sql`select name from hospitals where id in ${[...marcusHospitals]}`);
    for (const item of queue.items) expect(names.map((h) => h.name)).toContain(item.hospital);
  });

  it('holds none of the items of a privilege the delegate lost after the delegation was set', async () => {
    await delegateFor(t, DEMO.general, TEAM.lena);
    expect((await queueOf(t, TEAM.lena)).items.some((item) => item.onBehalfOf !== null && item.kind === 'job')).toBe(true);
    // An operator takes job approval from Staffing Office in the role table.
    await rowsOf(
      t,
      sql`delete from user_type_privileges where user_type_id = (select id from user_types where name = 'Staffing Office')
          and privilege_id = (select id from privileges where name = 'Approver') returning 1`,
    );
    const queue = await queueOf(t, TEAM.lena);
    expect(queue.items.filter((item) => item.kind === 'job')).toEqual([]);
    expect(queue.counts.job).toBe(0);
    const [job] = await jobsOnlyFor(t, DEMO.general, TEAM.lena);
    const res = await decideFromQueue(t, TEAM.lena, {
      kind: 'job',
      job: { jobId: job!.id, version: job!.version, decision: 'approve' },
      onBehalfOf: await userIdOf(t.database.db, DEMO.general),
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives nothing once the range has passed or before it starts, and ends at once, audited', async () => {
    await delegateFor(t, DEMO.general, TEAM.elliot);
    await moveDelegation(t, DEMO.general, dayFromToday(-10), dayFromToday(-1));
    expect((await queueOf(t, TEAM.elliot)).items.filter((item) => item.onBehalfOf !== null)).toEqual([]);
    expect((await delegationOf(t, TEAM.elliot)).delegatedToMe).toEqual([]);
    const [job] = await jobsOnlyFor(t, DEMO.general, TEAM.elliot);
    const onBehalf = { kind: 'job', job: { jobId: job!.id, version: job!.version, decision: 'approve' }, onBehalfOf: await userIdOf(t.database.db, DEMO.general) };
    expect((await decideFromQueue(t, TEAM.elliot, onBehalf)).statusCode).toBe(403);
    // Ended is over for the delegator too: no delegation shows, and a new one needs no version.
    expect((await delegationOf(t, DEMO.general)).delegation).toBeNull();
    const again = await delegate(t, DEMO.general, { delegateId: await userIdOf(t.database.db, TEAM.elliot), startsOn: dayFromToday(0), endsOn: dayFromToday(1) });
    expect(again.statusCode, again.body).toBe(200);

    await moveDelegation(t, DEMO.general, dayFromToday(2), dayFromToday(4));
    expect((await queueOf(t, TEAM.elliot)).items.filter((item) => item.onBehalfOf !== null)).toEqual([]);

    await moveDelegation(t, DEMO.general, dayFromToday(0), dayFromToday(4));
    expect((await queueOf(t, TEAM.elliot)).items.some((item) => item.onBehalfOf !== null)).toBe(true);
    const ended = await endDelegationOf(t, DEMO.general);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().delegation).toBeNull();
    expect((await queueOf(t, TEAM.elliot)).items.filter((item) => item.onBehalfOf !== null)).toEqual([]);
    const actions = (await auditRowsOf(t.database.db, await userIdOf(t.database.db, DEMO.general)))
      .filter((row) => row.entity === 'decision_delegation')
      .map((row) => row.action);
    expect(actions.at(-1)).toBe('delegation_end');
    // Ending again has nothing to end and writes nothing.
    const audit = await auditCount(t.database.db);
    expect((await endDelegationOf(t, DEMO.general)).statusCode).toBe(200);
    expect(await auditCount(t.database.db)).toBe(audit);
  });

  it("keeps each network's delegations to itself", async () => {
    await delegateFor(t, DEMO.general, TEAM.elliot);
    const lakeside = await delegationOf(t, DEMO.lakeside);
    expect(lakeside.delegatedToMe).toEqual([]);
    expect(lakeside.colleagues.map((c) => c.name)).not.toContain('Elliot Vance');
    const res = await t.call(DEMO.lakeside, { method: 'GET', url: callUrl(getMyDecisions) });
    expect(res.json().items.some((item: { onBehalfOf: unknown }) => item.onBehalfOf !== null)).toBe(false);
  });
});
