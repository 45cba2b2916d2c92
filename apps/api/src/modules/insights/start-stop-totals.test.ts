import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant';
import { rowsOf } from '../../lib/sql-helpers';
import { useInsightTestApp } from './insights.test-kit';

const { t, northwind } = useInsightTestApp();

const inNorthwind = (statement: SQL) => withTenant(t.database.db, northwind.id, (tx) => tx.execute(statement));
const count = async (statement: SQL) => rowsOf<{ n: number }>(await t.database.db.execute(statement))[0]!.n;

/**
 * Groups where the start and stop totals differ from the worked assignments counted directly, every
 * network's, in both directions: a missing, an extra or a wrong group each count.
 */
const mismatches = async () => {
  const direct = sql`
    select d.network_id, e.day, d.hospital_id, d.unit_id, d.title,
           count(*) filter (where e.start)::int as starts, count(*) filter (where not e.start)::int as stops
    from deals d cross join lateral (values (d.start_date, true), (d.end_date, false)) as e(day, start)
    where d.stage = 'assignment' and d.status not in ('Assignment Cancelled', 'Accepted/No Start')
    group by 1, 2, 3, 4, 5`;
  const kept = sql`
    select network_id, day, hospital_id, unit_id, title, starts, stops
    from deal_start_stop_day_totals where (starts, stops) <> (0, 0)`;
  return (
    (await count(sql`select count(*)::int as n from ((${direct}) except (${kept})) x`)) +
    (await count(sql`select count(*)::int as n from ((${kept}) except (${direct})) x`))
  );
};

const TEST = 'Start and stop totals test';

describe('the start and stop totals', () => {
  it('hold the demo assignments once the migration has counted them', async () => {
    expect(await count(sql`select count(*)::int as n from deal_start_stop_day_totals where starts > 0`)).toBeGreaterThan(0);
    expect(await mismatches()).toBe(0);
  });

  it('follow deals inserted, changed in every counted column and deleted, in the tenant transaction', async () => {
    const [other] = rowsOf<{ unit_id: string; hospital_id: string }>(
      await t.database.db.execute(sql`select u.id as unit_id, u.hospital_id from units u
                                      where u.hospital_id <> ${northwind.hospitals[0]!.id} and u.network_id = ${northwind.id} order by u.id limit 1`),
    );
    await inNorthwind(sql`
      insert into deals (network_id, clinician_id, job_id, hospital_id, unit_id, stage, status, title, shift, start_date, end_date, notes)
      select d.network_id, d.clinician_id, d.job_id, d.hospital_id, d.unit_id, v.stage, v.status, d.title, d.shift,
             current_date + v.n, current_date + v.n * 13, ${TEST}
      from (select * from deals where hospital_id = ${northwind.hospitals[0]!.id} order by id limit 1) d
      cross join (values (1, 'assignment', 'Assigned'), (2, 'assignment', 'On Assignment'), (3, 'assignment', 'Assignment Cancelled'),
                         (4, 'candidate', 'Offered'), (5, 'assignment', 'Extension Offered')) v(n, stage, status)`);
    expect(await mismatches()).toBe(0);
    const steps = [
      sql`update deals set start_date = start_date - 9 where notes = ${TEST} and status = 'Assigned'`,
      sql`update deals set end_date = start_date where notes = ${TEST} and status = 'On Assignment'`,
      sql`update deals set status = 'Accepted/No Start' where notes = ${TEST} and status = 'Extension Offered'`,
      sql`update deals set status = 'Assigned' where notes = ${TEST} and status = 'Assignment Cancelled'`,
      sql`update deals set stage = 'assignment', status = 'Assigned' where notes = ${TEST} and stage = 'candidate'`,
      sql`update deals set title = 'Start Stop Totals Nurse' where notes = ${TEST} and status = 'On Assignment'`,
      sql`update deals set hospital_id = ${other!.hospital_id}, unit_id = ${other!.unit_id} where notes = ${TEST} and status = 'Assigned'`,
      sql`update deals set stage = 'candidate', status = 'Declined' where notes = ${TEST} and status = 'Accepted/No Start'`,
      sql`delete from deals where notes = ${TEST} and hospital_id = ${other!.hospital_id}`,
    ];
    for (const [i, step] of steps.entries()) {
      await inNorthwind(step);
      expect(await mismatches(), `after step ${i + 1}`).toBe(0);
    }
    expect(await count(sql`select coalesce(sum(starts + stops), 0)::int as n from deal_start_stop_day_totals where title = 'Start Stop Totals Nurse'`)).toBe(2);
  });

  it('are not written when a deal changes in nothing they count', async () => {
    const versions = async () => rowsOf<{ v: string }>(await t.database.db.execute(sql`select xmin::text as v from deal_start_stop_day_totals order by 1`));
    const before = await versions();
    await inNorthwind(sql`update deals set notes = 'Seen again', version = version + 1 where stage = 'assignment'`);
    expect(await versions()).toEqual(before);
    expect(await mismatches()).toBe(0);
  });
});
