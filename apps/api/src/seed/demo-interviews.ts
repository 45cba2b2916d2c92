import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { seedId } from './ids';

/** The main network's number in seed ids (demo-networks.ts). */
const NORTHWIND_NUMBER = 1;

/** Days from the seed's today and the hospital's hour of the demo's interviews. */
const REQUESTED_SLOTS = [
  [2, 10],
  [3, 14],
] as const;
const CONFIRMED_SLOT = [1, 11] as const;

/**
 * The demo's interviews (issue 35): in the main network, general@northwind.test has asked for one of
 * the newest Ready for Review candidate (waiting for the provider) and agreed one with the next
 * (confirmed), both at the candidate's hospital and in its zone; the candidates are Interview
 * Requested, so their review clock is stopped.
 */
export const seedInterviews = async (tx: Tx, today: Date) => {
  const at = ([days, hour]: readonly [number, number]) =>
    sql`((${today.toISOString()}::timestamptz at time zone h.time_zone)::date + ${days}::int + make_interval(hours => ${hour}::int)) at time zone h.time_zone`;
  const rows = (await tx.execute(sql`
    with reviewer as (select id, network_id from users where email = 'general@northwind.test'),
    picked as (
      select d.id, d.network_id, d.hospital_id, d.submitted_at, h.time_zone, row_number() over (order by d.submitted_at desc, d.id) as n
      from deals d join reviewer r on r.network_id = d.network_id join hospitals h on h.id = d.hospital_id
      where d.stage = 'candidate' and d.status = 'Ready for Review'
        and exists (select 1 from user_hospitals uh where uh.user_id = (select id from reviewer) and uh.hospital_id = d.hospital_id)
      order by d.submitted_at desc, d.id limit 2)
    insert into interviews (id, created_at, network_id, deal_id, hospital_id, requested_by, interviewer_id, kind, contact, duration_minutes, time_zone, status, slots, confirmed_start, review_started_at)
    select (array[${seedId('interview', NORTHWIND_NUMBER, 1)}, ${seedId('interview', NORTHWIND_NUMBER, 2)}]::uuid[])[p.n], ${today.toISOString()}::timestamptz,
           p.network_id, p.id, p.hospital_id, r.id, r.id,
           case when p.n = 1 then 'video' else 'phone' end,
           case when p.n = 1 then 'https://meet.example.test/northwind-interview' else '+1 206 555 0142' end,
           30, p.time_zone,
           case when p.n = 1 then 'Requested' else 'Confirmed' end,
           case when p.n = 1 then array[${at(REQUESTED_SLOTS[0])}, ${at(REQUESTED_SLOTS[1])}] else '{}'::timestamptz[] end,
           case when p.n = 1 then null else ${at(CONFIRMED_SLOT)} end,
           p.submitted_at
    from picked p join hospitals h on h.id = p.hospital_id cross join reviewer r
    returning deal_id`)) as { rows: { deal_id: string }[] };
  for (const { deal_id: dealId } of rows.rows) {
    await tx.execute(sql`update deals set status = 'Interview Requested', version = version + 1 where id = ${dealId}`);
  }
};
