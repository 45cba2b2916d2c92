import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@portal/domain/access/user-types';

export const ALL_HOSPITAL_TYPE_IDS = USER_TYPES.filter((t) => t.allHospitals).map((t) => t.id);
export const CLIENT_ADMIN_TYPE_IDS = USER_TYPES.filter((t) => t.name === 'Client Admin').map((t) => t.id);
export const LOCAL_ADMIN_TYPE_IDS = USER_TYPES.filter((t) => t.name === 'Local Admin').map((t) => t.id);

/**
 * The (unit_id, user_id) pairs of who follows which unit (docs/decisions/0130), restricted by
 * `where` (over `unit_id` and `user_id`, pushed into each branch): a coverage row that follows,
 * or by default the creator or a designated approver of one of the unit's jobs, unless a coverage
 * row unfollows it.
 */
export const followedUnits = (where: { unitIds?: SQL; userId?: SQL }): SQL => {
  const on = (unitColumn: SQL, userColumn: SQL) =>
    sql.join(
      [
        ...(where.unitIds ? [sql`${unitColumn} in (${where.unitIds})`] : []),
        ...(where.userId ? [sql`${userColumn} = ${where.userId}`] : []),
      ],
      sql` and `,
    );
  return sql`(select f.unit_id, f.user_id from (
      select c.unit_id, c.user_id from unit_coverage c where c.covers and ${on(sql`c.unit_id`, sql`c.user_id`)}
      union
      select j.unit_id, j.created_by from job_postings j where j.created_by is not null and ${on(sql`j.unit_id`, sql`j.created_by`)}
      union
      select j.unit_id, a.user_id from job_approvers a join job_postings j on j.id = a.job_id where ${on(sql`j.unit_id`, sql`a.user_id`)}
    ) f
    where not exists (select 1 from unit_coverage x where x.unit_id = f.unit_id and x.user_id = f.user_id and not x.covers))`;
};

/** The user `u` sees the hospital `hospitalId` (an all-hospitals type, or it is one of theirs). */
export const seesHospital = (hospitalId: SQL): SQL =>
  sql`(u.user_type_id in ${ALL_HOSPITAL_TYPE_IDS} or exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = ${hospitalId}))`;

/**
 * A lateral subquery answering `ids` (an array) and `audience`: the active users `u` of `networkId`
 * who pass `may` (over `u`), by the ladder of docs/decisions/0130: who follows one of `unitIds`
 * ('unit-followers'); else the network's Client Admins ('uncovered'); else everyone who may
 * ('everyone-who-can'). A rung is read only when those before it are empty (CASE stops early).
 * OFFSET 0 keeps each rung a subquery of its own: pulled up, every mention of a rung copied its
 * array subquery into the plan (ten copies to plan for one event).
 */
export const responsibleLadder = (networkId: SQL, unitIds: SQL, may: SQL): SQL => {
  const rung = (from: SQL, where: SQL) => sql`nullif(array(select distinct u.id from ${from} where u.is_active and u.network_id = ${networkId} and ${where} and ${may}), '{}')`;
  const followers = rung(sql`${followedUnits({ unitIds })} fu join users u on u.id = fu.user_id`, sql`true`);
  const clientAdmins = rung(sql`users u`, sql`u.user_type_id in ${CLIENT_ADMIN_TYPE_IDS}`);
  const everyone = rung(sql`users u`, sql`true`);
  return sql`(select coalesce(l1.f, l2.c, l3.e, '{}') as ids,
      case when l1.f is not null then 'unit-followers' when l2.c is not null then 'uncovered' else 'everyone-who-can' end as audience
    from (select ${followers} as f offset 0) l1
    cross join lateral (select case when l1.f is null then ${clientAdmins} end as c offset 0) l2
    cross join lateral (select case when l1.f is null and l2.c is null then ${everyone} end as e offset 0) l3)`;
};
