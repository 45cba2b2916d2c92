import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAssignmentHistory } from '@portal/domain/api/assignment-details';
import { callPath, callUrl } from '@portal/domain/api/call';
import { addJob } from '@portal/domain/api/jobs';
import { getAssignmentReplacement, getUnreplacedEndings, type UnreplacedEndings } from '@portal/domain/api/replacements';
import { dayAfter } from '@portal/domain/deals/extension-form';
import {
  REPLACEMENT_ALREADY,
  REPLACEMENT_EXTENSION_IN_PROGRESS,
  REPLACEMENT_NOT_ENDING,
  REPLACEMENT_OTHER_HOSPITAL,
  REPLACEMENT_REASON,
} from '@portal/domain/jobs/replacement-rules';
import { auditCount, rowsOf, userIdOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';
import { assignmentEndingLater, endingAssignments, jobCount, replacementsOf, type EndingDeal } from './replacement.test-kit';

const { t, ids } = useDemoTestApp();

const draftOf = (email: string | null, id: string) => t.call(email, { method: 'GET', url: callUrl(getAssignmentReplacement, { id }) });
const postJob = (email: string, payload: object) => t.call(email, { method: 'POST', url: callPath(addJob), payload });
const gaps = async (email: string): Promise<UnreplacedEndings> => {
  const res = await t.call(email, { method: 'POST', url: callPath(getUnreplacedEndings), payload: { options: {} } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const gapIds = (answer: UnreplacedEndings) => answer.units.flatMap((unit) => unit.assignments.map((a) => a.dealId));

/** The job the Add Job form sends from the draft, with an approver where the hospital asks for one. */
const jobFrom = async (draft: Record<string, unknown>, deal: EndingDeal) => {
  const approvers =
    deal.approvalStages === 2
      ? await rowsOf<{ id: string }>(
          t,
          sql`select u.id from users u join user_hospitals uh on uh.user_id = u.id
              where uh.hospital_id = ${deal.hospitalId} and u.is_job_approver and u.is_active and u.email <> ${DEMO.admin} order by u.email limit 1`,
        )
      : [];
  const [titleId, shiftId, shiftLengthId] = (await rowsOf<{ id: number }>(t, sql`(select id from titles order by id limit 1) union all (select id from shifts order by id limit 1) union all (select id from shift_lengths order by id limit 1)`)).map((r) => r.id);
  return {
    ...draft,
    jobTitleId: draft.jobTitleId ?? titleId,
    shiftId: draft.shiftId ?? shiftId,
    shiftLengthId: draft.shiftLengthId ?? shiftLengthId,
    approverIds: approvers.map((a) => a.id),
  };
};

describe('Assignments/{id}/Replacement', () => {
  it('drafts the job from the assignment: its hospital and unit, the day after its end, a backfill of one position', async () => {
    const [deal] = await endingAssignments(t, ids.northwind);
    const res = await draftOf(DEMO.admin, deal!.id);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({
      replacesAssignmentId: deal!.id,
      hospitalId: deal!.hospitalId,
      unitId: deal!.unitId,
      startDate: dayAfter(deal!.endDate),
      reasonRequest: REPLACEMENT_REASON,
      availablePositions: 1,
    });
    expect(draft.duration).toBeGreaterThanOrEqual(1);
    expect(draft.duration).toBeLessThanOrEqual(26);
    expect(draft.jobTitleId).not.toBeNull();
  });

  it('answers 401 without a token, 403 without CreateRequest, 404 where the assignment is not seen, 400 for a malformed id', async () => {
    const [deal] = await endingAssignments(t, ids.northwind);
    expect((await draftOf(null, deal!.id)).statusCode).toBe(401);
    expect((await draftOf(DEMO.hr, deal!.id)).statusCode).toBe(403);
    expect((await draftOf(DEMO.lakeside, deal!.id)).statusCode).toBe(404);
    const bad = await draftOf(DEMO.admin, 'not-a-deal');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a deal id');
  });

  it('answers 409 for an assignment ending later than 30 days', async () => {
    const later = await assignmentEndingLater(t, ids.northwind);
    const res = await draftOf(DEMO.admin, later.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REPLACEMENT_NOT_ENDING);
  });
});

describe('AddJob with replacesAssignmentId', () => {
  it('posts the replacement through the normal approval, marks the assignment replaced and leaves the forecast gaps', async () => {
    const deals = await endingAssignments(t, ids.northwind);
    const deal = deals.find((d) => d.approvalStages === 2) ?? deals[0]!;
    expect(gapIds(await gaps(DEMO.admin))).toContain(deal.id);

    const draft = (await draftOf(DEMO.admin, deal.id)).json();
    const created = await postJob(DEMO.admin, await jobFrom(draft, deal));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().postingStatus).toBe(deal.approvalStages === 2 ? 'Pending Approval' : 'Pending Review');
    expect(await replacementsOf(t, deal.id)).toEqual([{ jobId: created.json().jobId }]);

    const history = (await t.call(DEMO.admin, { method: 'GET', url: callUrl(getAssignmentHistory, { id: deal.id }) })).json();
    expect(history.items[0]).toMatchObject({ action: 'Replacement job posted', detail: `Job # ${created.json().externalId}`, actor: 'Avery Collins' });
    expect(gapIds(await gaps(DEMO.admin))).not.toContain(deal.id);

    const again = await draftOf(DEMO.admin, deal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPLACEMENT_ALREADY);
    const jobs = await jobCount(t);
    const audits = await auditCount(t.database.db);
    const second = await postJob(DEMO.admin, await jobFrom(draft, deal));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REPLACEMENT_ALREADY);
    expect(await jobCount(t)).toBe(jobs);
    expect(await auditCount(t.database.db)).toBe(audits);
  });

  it('refuses a replacement at another hospital (400), one of an assignment not seen (404) and a malformed id (400), writing nothing', async () => {
    const deals = await endingAssignments(t, ids.northwind);
    const deal = deals.at(-1)!;
    const draft = (await draftOf(DEMO.admin, deal.id)).json();
    const payload = await jobFrom(draft, deal);
    const jobs = await jobCount(t);
    const audits = await auditCount(t.database.db);

    const [otherHospital] = await rowsOf<{ id: string; unitId: string; stages: number }>(
      t,
      sql`select h.id, u.id as "unitId", h.approval_stages as stages from hospitals h join units u on u.hospital_id = h.id
          where h.network_id = ${ids.northwind} and h.id <> ${deal.hospitalId} and h.approval_stages = 1 order by h.name limit 1`,
    );
    const elsewhere = await postJob(DEMO.admin, { ...payload, hospitalId: otherHospital!.id, unitId: otherHospital!.unitId, approverIds: [] });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json().message).toBe(REPLACEMENT_OTHER_HOSPITAL);

    const [lakesideDeal] = await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${ids.lakeside} and stage = 'assignment' limit 1`);
    const notSeen = await postJob(DEMO.admin, { ...payload, replacesAssignmentId: lakesideDeal!.id });
    expect(notSeen.statusCode).toBe(404);

    const malformed = await postJob(DEMO.admin, { ...payload, replacesAssignmentId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('replacesAssignmentId must be an assignment id');

    expect(await jobCount(t)).toBe(jobs);
    expect(await auditCount(t.database.db)).toBe(audits);
    expect(await replacementsOf(t, deal.id)).toEqual([]);
  });
});

describe('GetDashboardUnreplacedEndings', () => {
  it('lists per unit the assignments ending within 30 days, leaving out those with an extension requested and those of hospitals not seen', async () => {
    const answer = await gaps(DEMO.admin);
    expect(answer.windowDays).toBe(30);
    const expected = (await endingAssignments(t, ids.northwind)).map((d) => d.id);
    expect(answer.total).toBe(expected.length);
    expect(new Set(gapIds(answer))).toEqual(new Set(expected.slice(0, 100)));
    for (const unit of answer.units) expect(unit.assignments.length).toBeGreaterThan(0);

    const seen = await rowsOf<{ id: string }>(
      t,
      sql`select hospital_id as id from user_hospitals where user_id = ${await userIdOf(t.database.db, DEMO.localAdmin)}`,
    );
    const local = await gaps(DEMO.localAdmin);
    const seenIds = new Set(seen.map((s) => s.id));
    const localExpected = (await endingAssignments(t, ids.northwind)).filter((d) => seenIds.has(d.hospitalId)).map((d) => d.id);
    expect(new Set(gapIds(local))).toEqual(new Set(localExpected.slice(0, 100)));
    expect(gapIds(await gaps(DEMO.lakeside)).some((id) => expected.includes(id))).toBe(false);
  });

  it('leaves out an assignment once an extension is requested for it, and refuses its Replace (409)', async () => {
    const [deal] = await endingAssignments(t, ids.northwind);
    await t.database.db.execute(sql`insert into extension_requests (network_id, deal_id, requested_by, assigned_name, start_date, end_date, duration_weeks, reason_request)
      select network_id, id, ${await userIdOf(t.database.db, DEMO.general)}, 'Test', end_date + 1, end_date + 28, 4, 'Increased Census' from deals where id = ${deal!.id}`);
    expect(gapIds(await gaps(DEMO.admin))).not.toContain(deal!.id);
    const res = await draftOf(DEMO.admin, deal!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REPLACEMENT_EXTENSION_IN_PROGRESS);
  });

  // 403 for a user type without ViewDashboard or ViewAssigned is the contract access test's (every demo account here holds both).
  it('answers 401 without a token and 400 for a malformed hospital', async () => {
    expect((await t.call(null, { method: 'POST', url: callPath(getUnreplacedEndings), payload: {} })).statusCode).toBe(401);
    const bad = await t.call(DEMO.admin, { method: 'POST', url: callPath(getUnreplacedEndings), payload: { options: { hospital: 'x' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('hospital must be a hospital id');
  });
});
