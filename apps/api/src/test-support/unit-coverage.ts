import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Makes `emails` the only followers of the units `unitIds` (docs/decisions/0130): everyone who
 * follows one by default (a job's creator or approver) or by choice unfollows it, and they follow it.
 * Written as the owner, as a Client Admin's coverage change would leave it.
 */
export const coverUnitsOnlyBy = async (t: TestApp, unitIds: readonly string[], emails: readonly string[]) => {
  const units = sql`array[${sql.join(unitIds.map((id) => sql`${id}::uuid`), sql`, `)}]`;
  const people = sql`array[${sql.join(emails.map((email) => sql`${email}`), sql`, `)}]::text[]`;
  await t.database.db.execute(sql`
    insert into unit_coverage (network_id, unit_id, user_id, covers, set_by)
    select un.network_id, un.id, f.user_id, false, f.user_id
    from units un cross join lateral (
      select created_by as user_id from job_postings where unit_id = un.id and created_by is not null
      union select a.user_id from job_approvers a join job_postings j on j.id = a.job_id where j.unit_id = un.id
      union select user_id from unit_coverage where unit_id = un.id) f
    where un.id = any(${units})
    on conflict (unit_id, user_id) do update set covers = false`);
  await t.database.db.execute(sql`
    insert into unit_coverage (network_id, unit_id, user_id, covers, set_by)
    select un.network_id, un.id, u.id, true, u.id from units un join users u on u.network_id = un.network_id
    where un.id = any(${units}) and u.email = any(${people})
    on conflict (unit_id, user_id) do update set covers = true`);
};
