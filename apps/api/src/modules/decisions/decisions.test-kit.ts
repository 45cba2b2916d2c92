import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { decideMyDecision, type DecideRequest } from '@portal/domain/api/decisions';
import { getMyDecisions, MyDecisions } from '@portal/domain/api/my-decisions';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import type { TestApp } from '../../test-support/test-app';

/** Shared steps of the My decisions tests: demo records found by what they are, read as the database owner. */

export const queueOf = async (t: TestApp, email: string, query: Record<string, string> = {}) => {
  const res = await callAs(t, email, getMyDecisions, undefined, { query });
  expect(res.statusCode, res.body).toBe(200);
  return MyDecisions.parse(res.json());
};

export const decideFromQueue = (t: TestApp, email: string | null, body: DecideRequest | object, headers: Record<string, string> = {}) =>
  t.call(email, { method: decideMyDecision.method, url: callPath(decideMyDecision), payload: body, headers });

/** Hospitals the account sees: all of its network's for an all-hospitals type, else its own. */
export const hospitalIdsOf = async (t: TestApp, email: string) =>
  (
    await rowsOf<{ id: string }>(
      t,
      sql`select h.id from users u join user_types ut on ut.id = u.user_type_id join hospitals h on h.network_id = u.network_id
          where u.email = ${email}
            and (ut.name in ('Client Admin', 'MSP Admin') or exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = h.id))`,
    )
  ).map((row) => row.id);

export const dealsIn = (t: TestApp, networkId: string, statuses: readonly string[]) =>
  rowsOf<{ id: string; hospitalId: string; version: number; endDate: string }>(
    t,
    sql`select id, hospital_id as "hospitalId", version, end_date::text as "endDate" from deals
        where network_id = ${networkId} and status in ${statuses} order by submitted_at, id`,
  );

/** Worked assignments of a network inside their evaluation window with no evaluation yet (issue 34), in end date order. */
export const evaluationsWaitingIn = (t: TestApp, networkId: string) =>
  rowsOf<{ id: string; hospitalId: string; endDate: string }>(
    t,
    sql`select d.id, d.hospital_id as "hospitalId", d.end_date::text as "endDate" from deals d
        where d.network_id = ${networkId} and d.stage = 'assignment'
          and d.status in ('On Assignment', 'Extension Offered', 'Completed Assignment', 'Assignment Terminated')
          and d.end_date between current_date - 30 and current_date + 14
          and not exists (select 1 from clinician_evaluations e where e.deal_id = d.id)
        order by d.end_date, d.id`,
  );

export const jobsAwaitingApprovalBy = (t: TestApp, email: string) =>
  rowsOf<{ id: string; version: number; createdBy: string | null }>(
    t,
    sql`select j.id, j.version, j.created_by as "createdBy" from job_postings j
        join job_approvers a on a.job_id = j.id join users u on u.id = a.user_id
        where u.email = ${email} and u.is_job_approver and j.posting_status = 'Pending Approval'
          and j.created_by is distinct from u.id order by j.created_at, j.id`,
  );

/** What a refused decision must leave alone. */
export const writtenCounts = async (t: TestApp) => {
  const [row] = await rowsOf<{ audit: number; notifications: number; deals: number; jobs: number; extensions: number }>(
    t,
    sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from notification_events) as notifications,
               (select sum(version)::int from deals) as deals, (select sum(version)::int from job_postings) as jobs,
               (select count(*)::int from extension_requests where is_active) as extensions`,
  );
  return row!;
};
