import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DelegationState, endDecisionDelegation, getDecisionDelegation, setDecisionDelegation } from '@portal/domain/api/decision-delegation';
import { callAs } from '../../test-support/call-as';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import type { TestApp } from '../../test-support/test-app';

/** Team accounts of the demo seed: General Users of Northwind (Elliot sees hospitals 0 and 2, Marcus 1 and 3). */
export const TEAM = {
  elliot: 'elliot.vance@northwind.test',
  priya: 'priya.raman@northwind.test',
  marcus: 'marcus.hale@northwind.test',
  lena: 'lena.fischer@northwind.test',
} as const;

/** A UTC date `days` from today, yyyy-mm-dd. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const delegationOf = async (t: TestApp, email: string) => {
  const res = await callAs(t, email, getDecisionDelegation);
  expect(res.statusCode, res.body).toBe(200);
  return DelegationState.parse(res.json());
};

export const delegate = (t: TestApp, from: string, body: object) => callAs(t, from, setDecisionDelegation, body);

/** Delegates `from`'s decisions to `to` for a week from today, replacing whatever `from` had set; answers the state. */
export const delegateFor = async (t: TestApp, from: string, to: string, range = { startsOn: dayFromToday(0), endsOn: dayFromToday(7) }) => {
  const current = await delegationOf(t, from);
  const res = await delegate(t, from, { delegateId: await userIdOf(t.database.db, to), ...range, version: current.delegation?.version });
  expect(res.statusCode, res.body).toBe(200);
  return DelegationState.parse(res.json());
};

export const endDelegationOf = (t: TestApp, email: string) => callAs(t, email, endDecisionDelegation);

/** Moves a delegation's dates directly, as if that many days had passed since it was set. */
export const moveDelegation = async (t: TestApp, from: string, startsOn: string, endsOn: string) =>
  rowsOf(t, sql`update decision_delegations set starts_on = ${startsOn}, ends_on = ${endsOn}
                where delegator_id = (select id from users where email = ${from}) returning 1`);

/** Jobs waiting for approval designated to `email` (still a job approver) and not to `other`, at hospitals `other` sees. */
export const jobsOnlyFor = (t: TestApp, email: string, other: string) =>
  rowsOf<{ id: string; version: number }>(
    t,
    sql`select j.id, j.version from job_postings j
        where j.posting_status = 'Pending Approval'
          and exists (select 1 from job_approvers a join users u on u.id = a.user_id where a.job_id = j.id and u.email = ${email} and u.is_job_approver)
          and not exists (select 1 from job_approvers a join users u on u.id = a.user_id where a.job_id = j.id and u.email = ${other})
          and j.created_by is distinct from (select id from users where email = ${email})
          and j.created_by is distinct from (select id from users where email = ${other})
          and j.hospital_id in (select uh.hospital_id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${other})
        order by j.created_at, j.id`,
  );
