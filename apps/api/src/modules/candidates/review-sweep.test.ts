import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { awaitsDecision } from './candidate-conditions';
import { candidatesIn, listCandidates, type StoredCandidate } from './candidates.test-kit';
import { sweepReviewReminders } from './review-sweep';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';
import { coverUnitsOnlyBy } from '../../test-support/unit-coverage';

const { t, ids } = useDemoTestApp();

let due: StoredCandidate[];

/** Who may decide a Northwind candidate at any hospital: active users of a type holding ApproveCandidates who see every hospital. */
const deciders = async (hospitalId: string) =>
  (
    await rowsOf<{ email: string }>(
      t,
      sql`select u.email from users u
          where u.network_id = ${ids.northwind} and u.is_active
            and u.user_type_id in (select utp.user_type_id from user_type_privileges utp join privileges p on p.id = utp.privilege_id
                                   where p.name = 'ApproveCandidates')
            and (u.user_type_id in (select id from user_types where name in ('Client Admin'))
                 or exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = ${hospitalId}))
          order by 1`,
    )
  ).map((row) => row.email);

const remindersOf = (dealId: string) =>
  rowsOf<{ email: string; text: string }>(
    t,
    sql`select u.email, n.text from ${NOTIFICATION_ROWS} n join users u on u.id = n.recipient_id
        where n.deal_id = ${dealId} and n.sub_type = 'ReadyForReview' and n.text like '%waited more than%' order by 1`,
  );

beforeAll(async () => {
  // Three candidates pass their review-by time now; the demo's others were reminded when it was seeded.
  due = (await candidatesIn(t, ids.northwind, 'Ready for Review')).slice(-3);
  // The demo was seeded before this file ran: a candidate about to pass its review-by time would pass it
  // during the test and join the overdue list. Those are moved an hour away from it.
  await t.database.db.execute(
    sql`update deals d set submitted_at = now() - interval '47 hours'
        where d.network_id = ${ids.northwind} and d.stage = 'candidate' and ${awaitsDecision}
          and d.submitted_at between now() - interval '48 hours 30 minutes' and now() - interval '47 hours'`,
  );
  // The first candidate's unit is covered by the general user and the HR user (who may not review):
  // the reminder goes to who covers it and may act, not to everyone who may (docs/decisions/0130).
  const [unit] = await rowsOf<{ unitId: string }>(t, sql`select unit_id as "unitId" from deals where id = ${due[0]!.id}`);
  await coverUnitsOnlyBy(t, [unit!.unitId], [DEMO.general, DEMO.hr]);
  for (const [n, candidate] of due.entries()) {
    await t.database.db.execute(
      sql`update deals set submitted_at = now() - interval '48 hours' - make_interval(mins => ${n + 1}), review_reminded_at = null where id = ${candidate.id}`,
    );
  }
});

describe('the review reminder', () => {
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    for (const app of instances) await app.close();
  });

  it('is written once per overdue candidate to who covers its unit and may decide it, with two API instances sweeping', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', CANDIDATE_REVIEW_SWEEP_SECONDS: '1' });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(config, t.database);
      instances.push(app);
    }
    // Both start sweeping when ready, together, then every second; and a third sweep runs beside them.
    await Promise.all([...instances.map((app) => app.ready()), sweepReviewReminders(t.database.db)]);
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const [first] = due;
    expect(await deciders(first!.hospitalId)).toContain(DEMO.general);
    const reminders = await remindersOf(first!.id);
    expect(reminders.map((r) => r.email)).toEqual([DEMO.general]);
    expect(reminders[0]!.text).toContain('has waited more than 48 hours for review.');
    for (const candidate of due) {
      // Once each, and to people who may decide it.
      const told = (await remindersOf(candidate.id)).map((r) => r.email);
      expect(told.length).toBeGreaterThan(0);
      expect(new Set(told).size).toBe(told.length);
      const may = await deciders(candidate.hospitalId);
      expect(told.filter((email) => !may.includes(email))).toEqual([]);
      const [audit] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from audit_log where entity_id = ${candidate.id} and action = 'review_reminder'`);
      expect(audit!.n).toBe(1);
    }
    expect(await sweepReviewReminders(t.database.db)).toEqual({ reminded: 0, notified: 0 });
  });

  it('shows in the history and the overdue marks of the list and the dashboard', async () => {
    const overdue = await listCandidates(t, { options: { overdueOnly: true }, sortBy: 'reviewby', sortOrder: 'desc', pageSize: 3 });
    expect(overdue.candidates.map((c) => c.dealId).sort()).toEqual(due.map((c) => c.id).sort());
    const res = await callAs(t, DEMO.general, getDashboardOnAssignment, {}, { query: { email: DEMO.general } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().candidatesOverdue).toBe(overdue.candidatesCount);
    expect(res.json().candidatesToReview).toBeGreaterThan(overdue.candidatesCount);
  });
});
