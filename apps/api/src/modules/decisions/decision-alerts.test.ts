import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { sweepDecisionAlerts } from './decision-alert-sweep';
import { dealsIn, hospitalIdsOf, jobsAwaitingApprovalBy } from './decisions.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';
import { coverUnitsOnlyBy } from '../../test-support/unit-coverage';

const { t, ids } = useDemoTestApp();

/** Who got a notification of `subType` about the item, one row per notification. */
const recipientsOf = (itemId: string, subType: string) =>
  rowsOf<{ email: string; text: string }>(
    t,
    sql`select u.email, n.text from ${NOTIFICATION_ROWS} n join users u on u.id = n.recipient_id
        where n.sub_type = ${subType} and (n.identifier = ${itemId} or n.deal_id::text = ${itemId}) order by 1`,
  );

const auditsOf = async (itemId: string, action: string) =>
  (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from audit_log where entity_id = ${itemId} and action = ${action}`))[0]!.n;

const emailsTo = (email: string, subject: string, mentioning: string) =>
  rowsOf<{ body: string }>(t, sql`select body from outbound_emails where to_address = ${email} and subject = ${subject} and body like ${`%${mentioning}%`}`);

let soon = { id: '', externalId: '' };
let overdue = { id: '', hospitalId: '' };
let candidate = { id: '', hospitalId: '' };

beforeAll(async () => {
  // Northwind's clocks: 48 hours to approve a job, 48 to review a candidate. One job is due in two
  // hours (its last quarter), one became overdue an hour ago, one candidate is due in eight hours.
  const [first, second] = await jobsAwaitingApprovalBy(t, DEMO.general);
  const [soonRow] = await rowsOf<{ id: string; externalId: string }>(
    t,
    sql`update job_postings set created_at = now() - interval '46 hours' where id = ${first!.id} returning id, external_id as "externalId"`,
  );
  soon = soonRow!;
  const [overdueRow] = await rowsOf<{ id: string; hospitalId: string }>(
    t,
    sql`update job_postings set created_at = now() - interval '49 hours' where id = ${second!.id} returning id, hospital_id as "hospitalId"`,
  );
  overdue = overdueRow!;
  const hospitals = new Set(await hospitalIdsOf(t, DEMO.general));
  const ready = (await dealsIn(t, ids.northwind, ['Ready for Review'])).find((d) => hospitals.has(d.hospitalId))!;
  await rowsOf(t, sql`update deals set submitted_at = now() - interval '40 hours' where id = ${ready.id} returning 1`);
  candidate = { id: ready.id, hospitalId: ready.hospitalId };
  // The candidate's unit is covered by the general user (and the HR user, who may not review).
  const [unit] = await rowsOf<{ unitId: string }>(t, sql`select unit_id as "unitId" from deals where id = ${ready.id}`);
  await coverUnitsOnlyBy(t, [unit!.unitId], [DEMO.general, DEMO.hr]);
  // The general user chose e-mail for reminders; everyone else keeps the portal.
  await rowsOf(
    t,
    sql`insert into notification_preferences (user_id, kind, channel) select id, 'DecisionReminder', 'digest' from users where email = ${DEMO.general} returning 1`,
  );
});

describe('My decisions: reminders and escalations', () => {
  it('reminds each decider of an item nearing its due time once, with three sweeps at once, e-mailing who chose e-mail', async () => {
    await Promise.all([sweepDecisionAlerts(t.database.db), sweepDecisionAlerts(t.database.db), sweepDecisionAlerts(t.database.db)]);

    const approvers = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from job_approvers a join users u on u.id = a.user_id join job_postings j on j.id = a.job_id
          where a.job_id = ${soon.id} and u.is_active and u.is_job_approver and j.created_by is distinct from u.id order by 1`,
    );
    const reminded = await recipientsOf(soon.id, 'DecisionReminder');
    expect(reminded.map((r) => r.email)).toEqual(approvers.map((a) => a.email));
    expect(reminded.map((r) => r.email)).toContain(DEMO.general);
    expect(reminded[0]!.text).toMatch(/^Due soon: the job .+ \(CPT\d+, .+\) waits for your approval\.$/);
    expect(await emailsTo(DEMO.general, 'A decision is due soon', soon.externalId)).toHaveLength(1);
    expect(await auditsOf(soon.id, 'decision_reminder')).toBe(1);
    // A reminder is not an escalation.
    expect(await recipientsOf(soon.id, 'DecisionEscalated')).toEqual([]);

    // The candidate: who covers its unit and may review it, not who may not, nor everyone who may.
    const candidateReminded = (await recipientsOf(candidate.id, 'DecisionReminder')).map((r) => r.email);
    expect(candidateReminded).toEqual([DEMO.general]);
    // One event per item, not one row per recipient.
    const [events] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from notification_events where sub_type = 'DecisionReminder' and identifier = ${soon.id}`);
    expect(events!.n).toBe(1);

    const again = await sweepDecisionAlerts(t.database.db);
    expect(again.notified).toBe(0);
    expect(await recipientsOf(soon.id, 'DecisionReminder')).toHaveLength(approvers.length);
  });

  it('escalates a newly overdue item once to its approvers and one level up (the Local Admins of its hospital), audited', async () => {
    const expected = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from users u join user_types ut on ut.id = u.user_type_id
          where u.network_id = ${ids.northwind} and u.is_active
            and ((ut.name = 'Local Admin' and exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = ${overdue.hospitalId}))
                 or exists (select 1 from job_approvers a join job_postings j on j.id = a.job_id
                            where a.job_id = ${overdue.id} and a.user_id = u.id and u.is_job_approver and j.created_by is distinct from u.id))
          order by 1`,
    );
    const admins = expected;
    const escalated = await recipientsOf(overdue.id, 'DecisionEscalated');
    expect(escalated.map((r) => r.email)).toEqual(admins.map((a) => a.email));
    expect(escalated.map((r) => r.email)).toEqual(expect.arrayContaining([DEMO.general, DEMO.localAdmin]));
    // Not every Client Admin of the network: the hospital has a Local Admin.
    expect(escalated.map((r) => r.email)).not.toContain(DEMO.admin);
    expect(escalated[0]!.text).toMatch(/^Overdue: the job .+ still waits for approval\.$/);
    expect(await auditsOf(overdue.id, 'decision_escalation')).toBe(1);
    // Overdue is past reminding.
    expect(await recipientsOf(overdue.id, 'DecisionReminder')).toEqual([]);

    await Promise.all([sweepDecisionAlerts(t.database.db), sweepDecisionAlerts(t.database.db)]);
    expect(await recipientsOf(overdue.id, 'DecisionEscalated')).toHaveLength(admins.length);
    expect(await auditsOf(overdue.id, 'decision_escalation')).toBe(1);
  });

  it('takes a batch among the items someone is still to be told of, so items told before do not hold back the rest', async () => {
    // The first test told everyone of `soon` (due in two hours); this job falls due after it.
    const [, , third] = await jobsAwaitingApprovalBy(t, DEMO.general);
    await rowsOf(t, sql`update job_postings set created_at = now() - interval '43 hours' where id = ${third!.id} returning 1`);

    await sweepDecisionAlerts(t.database.db, 1);

    expect((await recipientsOf(third!.id, 'DecisionReminder')).map((r) => r.email)).toContain(DEMO.general);
  });
});
