import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../test-support/demo-test-app';
import { rowsOf } from '../test-support/demo-records';
import { DEMO } from '../test-support/test-app';
import { coverUnitsOnlyBy } from '../test-support/unit-coverage';
import { notifyUsersWhoCan } from './notify-users-who-can';

const { t, ids } = useDemoTestApp();

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from (${query}) q`))[0]!.n;

/** Two units of a Northwind hospital the general user sees. */
const twoUnits = async () => {
  const rows = await rowsOf<{ unitId: string; hospitalId: string }>(
    t,
    sql`select un.id as "unitId", un.hospital_id as "hospitalId" from units un
        join user_hospitals uh on uh.hospital_id = un.hospital_id join users u on u.id = uh.user_id
        where u.email = ${DEMO.general} and un.hospital_id = (
          select un2.hospital_id from units un2 join user_hospitals uh2 on uh2.hospital_id = un2.hospital_id join users u2 on u2.id = uh2.user_id
          where u2.email = ${DEMO.general} group by un2.hospital_id having count(*) >= 2 order by un2.hospital_id limit 1)
        order by un.id limit 2`,
  );
  return { covered: rows[0]!, uncovered: rows[1]! };
};

const notice = (unitId: string, hospitalId: string, text: string) => ({
  networkId: ids.northwind,
  hospitalId,
  unitId,
  privilege: 'ApproveCandidates' as const,
  subType: 'ReadyForReview' as const,
  text,
});

const emailsOf = (userIds: readonly string[]) =>
  rowsOf<{ email: string }>(t, sql`select email from users where id = any(${`{${userIds.join(',')}}`}::uuid[]) order by 1`).then((r) => r.map((row) => row.email));

describe('notifyUsersWhoCan: routed by responsibility, stored once', () => {
  it('tells who covers the unit and may act; for a unit nobody covers, the Client Admins, who are told once to set coverage', async () => {
    const { covered, uncovered } = await twoUnits();
    await coverUnitsOnlyBy(t, [covered.unitId], [DEMO.general, DEMO.hr]);
    await coverUnitsOnlyBy(t, [uncovered.unitId], []);

    const told = await t.database.db.transaction((tx) => notifyUsersWhoCan(tx, notice(covered.unitId, covered.hospitalId, 'Covered unit')));
    // The HR user covers it too but may not review candidates.
    expect(await emailsOf(told)).toEqual([DEMO.general]);

    const clientAdmins = (await rowsOf<{ email: string }>(
      t,
      sql`select u.email from users u join user_types ut on ut.id = u.user_type_id where u.network_id = ${ids.northwind} and u.is_active and ut.name = 'Client Admin' order by 1`,
    )).map((r) => r.email);
    for (const text of ['Uncovered unit, first', 'Uncovered unit, second']) {
      const fallback = await t.database.db.transaction((tx) => notifyUsersWhoCan(tx, notice(uncovered.unitId, uncovered.hospitalId, text)));
      expect(await emailsOf(fallback)).toEqual(clientAdmins);
    }
    const alerts = await rowsOf<{ text: string; recipients: number }>(
      t,
      sql`select text, cardinality(recipient_ids)::int as recipients from notification_events where sub_type = 'CoverageMissing' and unit_id = ${uncovered.unitId}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/^Nobody covers the unit .+ \(.+\): set who covers it\.$/);
    expect(alerts[0]!.recipients).toBe(clientAdmins.length);
  });

  it('writes one event row for an event routed to 5,000 users, and no per-user row until one acts', async () => {
    const { covered } = await twoUnits();
    await t.database.db.execute(sql`
      insert into users (network_id, email, first_name, last_name, user_type_id)
      select ${ids.northwind}::uuid, 'follower' || g || '@bench.test', 'Follower', g::text, (select id from user_types where name = 'Client Admin')
      from generate_series(1, 5000) g`);
    await t.database.db.execute(sql`
      insert into unit_coverage (network_id, unit_id, user_id, covers, set_by)
      select network_id, ${covered.unitId}::uuid, id, true, id from users where email like 'follower%@bench.test'`);
    const events = sql`select 1 from notification_events`;
    const marks = sql`select 1 from notification_marks`;
    const [eventsBefore, marksBefore] = [await count(events), await count(marks)];

    const told = await t.database.db.transaction((tx) => notifyUsersWhoCan(tx, notice(covered.unitId, covered.hospitalId, 'For five thousand')));

    expect(told.length).toBeGreaterThanOrEqual(5000);
    expect(await count(events)).toBe(eventsBefore + 1);
    expect(await count(marks)).toBe(marksBefore);
    const [stored] = await rowsOf<{ recipients: number; audience: string }>(
      t,
      sql`select cardinality(recipient_ids)::int as recipients, audience from notification_events where text = 'For five thousand'`,
    );
    expect(stored).toEqual({ recipients: told.length, audience: 'unit-followers' });
  });
});
