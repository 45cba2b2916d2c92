import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { rowsOf } from '../../test-support/demo-records';
import { activeJobsOfUnits, createKeyIn, readyForReviewText, submitTo } from '../../test-support/integration-submission';
import { DEMO } from '../../test-support/test-app';
import { coverUnitsOnlyBy } from '../../test-support/unit-coverage';

const { t, ids } = useDemoTestApp();

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from (${query}) q`))[0]!.n;

/** The recipients' e-mails and the audience of the one event a submission wrote for its deal. */
const eventOf = async (dealId: string) => {
  const events = await rowsOf<{ text: string; audience: string; emails: string[] }>(
    t,
    sql`select e.text, e.audience, array(select u.email from users u where u.id = any(e.recipient_ids) order by 1) as emails
        from notification_events e where e.deal_id = ${dealId}::uuid`,
  );
  expect(events).toHaveLength(1);
  return events[0]!;
};

describe("a submission's notification: routed by responsibility, stored once", () => {
  it('tells who covers the unit and may act; for a unit nobody covers, the Client Admins, who are told once to set coverage', async () => {
    const key = await createKeyIn(t, ids.northwind, 'Routing ATS');
    const [covered, uncovered] = await activeJobsOfUnits(t, ids.northwind, DEMO.general, 2);
    await coverUnitsOnlyBy(t, [covered!.unitId], [DEMO.general, DEMO.hr]);
    await coverUnitsOnlyBy(t, [uncovered!.unitId], []);

    const told = await eventOf((await submitTo(t, key, covered!, 'routing-covered')).dealId);
    // The HR user covers it too but may not review candidates.
    expect(told).toEqual({ text: readyForReviewText(covered!), audience: 'unit-followers', emails: [DEMO.general] });

    const clientAdmins = (await rowsOf<{ email: string }>(
      t,
      sql`select u.email from users u join user_types ut on ut.id = u.user_type_id where u.network_id = ${ids.northwind} and u.is_active and ut.name = 'Client Admin' order by 1`,
    )).map((r) => r.email);
    for (const [n, lastName] of ['First', 'Second'].entries()) {
      const fallback = await eventOf((await submitTo(t, key, uncovered!, `routing-uncovered-${n}`, lastName)).dealId);
      expect(fallback).toEqual({ text: readyForReviewText(uncovered!, lastName), audience: 'uncovered', emails: clientAdmins });
    }
    const alerts = await rowsOf<{ text: string; recipients: number }>(
      t,
      sql`select text, cardinality(recipient_ids)::int as recipients from notification_events where sub_type = 'CoverageMissing' and unit_id = ${uncovered!.unitId}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/^Nobody covers the unit .+ \(.+\): set who covers it\.$/);
    expect(alerts[0]!.recipients).toBe(clientAdmins.length);
  });

  it('writes one event row for a submission routed to 5,000 users, and no per-user row until one acts', async () => {
    const key = await createKeyIn(t, ids.northwind, 'Bulk ATS');
    const [job] = await activeJobsOfUnits(t, ids.northwind, DEMO.general, 1);
    await t.database.db.execute(sql`
      insert into users (network_id, email, first_name, last_name, user_type_id)
      select ${ids.northwind}::uuid, 'follower' || g || '@bench.test', 'Follower', g::text, (select id from user_types where name = 'Client Admin')
      from generate_series(1, 5000) g`);
    await t.database.db.execute(sql`
      insert into unit_coverage (network_id, unit_id, user_id, covers, set_by)
      select network_id, ${job!.unitId}::uuid, id, true, id from users where email like 'follower%@bench.test'`);
    const events = sql`select 1 from notification_events`;
    const marks = sql`select 1 from notification_marks`;
    const [eventsBefore, marksBefore] = [await count(events), await count(marks)];

    const { dealId } = await submitTo(t, key, job!, 'routing-five-thousand');

    expect(await count(events)).toBe(eventsBefore + 1);
    expect(await count(marks)).toBe(marksBefore);
    const [stored] = await rowsOf<{ recipients: number; audience: string }>(
      t,
      sql`select cardinality(recipient_ids)::int as recipients, audience from notification_events where deal_id = ${dealId}::uuid`,
    );
    expect(stored!.recipients).toBeGreaterThanOrEqual(5000);
    expect(stored!.audience).toBe('unit-followers');
  });
});
