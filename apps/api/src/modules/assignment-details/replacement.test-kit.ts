import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test-support/test-app';
import { rowsOf } from '../../test-support/demo-records';

/** Test support: demo assignments by where they stand for Replace, never by a hard-coded id. */

export interface EndingDeal {
  id: string;
  hospitalId: string;
  hospital: string;
  approvalStages: number;
  unitId: string;
  endDate: string;
  startDate: string;
  jobId: string | null;
}

/** A network's running assignments ending within 30 days with no extension requested, soonest first. */
export const endingAssignments = (t: TestApp, networkId: string) =>
  rowsOf<EndingDeal>(
    t,
    sql`select d.id, d.hospital_id as "hospitalId", h.name as hospital, h.approval_stages as "approvalStages", d.unit_id as "unitId",
          to_char(d.end_date, 'YYYY-MM-DD') as "endDate", to_char(d.start_date, 'YYYY-MM-DD') as "startDate", d.job_id as "jobId"
        from deals d join hospitals h on h.id = d.hospital_id
        where d.network_id = ${networkId} and d.stage = 'assignment' and d.status in ('On Assignment', 'Assigned')
          and d.end_date between current_date and current_date + 30
          and not exists (select 1 from extension_requests e where e.deal_id = d.id and e.is_active)
          and not exists (select 1 from job_replacements r where r.deal_id = d.id)
        order by d.end_date, d.id`,
  );

/** A running assignment ending later than the 30 days. */
export const assignmentEndingLater = async (t: TestApp, networkId: string) => {
  const [deal] = await rowsOf<{ id: string }>(
    t,
    sql`select id from deals where network_id = ${networkId} and stage = 'assignment' and status = 'On Assignment' and end_date > current_date + 45 order by id limit 1`,
  );
  if (!deal) throw new Error('No assignment ending later than 30 days in the demo data');
  return deal;
};

export const replacementsOf = (t: TestApp, dealId: string) =>
  rowsOf<{ jobId: string }>(t, sql`select job_id as "jobId" from job_replacements where deal_id = ${dealId}`);

export const jobCount = async (t: TestApp) => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from job_postings`))[0]!.n;
