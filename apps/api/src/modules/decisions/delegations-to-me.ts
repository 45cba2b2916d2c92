import { sql, type SQL } from 'drizzle-orm';
import { can, type AccessSubject } from '@portal/domain/access/access-rule';
import { PRIVILEGES, isPrivilege } from '@portal/domain/access/privileges';
import { userTypeByName, type UserTypeName } from '@portal/domain/access/user-types';
import { JOB_ADMIN_TYPES } from '@portal/domain/jobs/job-rules';
import type { Visibility } from '../../context/visibility';
import type { OnBehalfOf } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { rowsOf } from '../../lib/sql-helpers';
import type { DecisionMaker } from './decision-conditions';

/** Today as delegations count days: UTC (the server does not know the user's time zone). */
const TODAY = sql`(now() at time zone 'UTC')::date`;
/** The delegation `d` covers today: its dates are inclusive. */
export const delegationCoversToday = (d: SQL): SQL => sql`${d}.starts_on <= ${TODAY} and ${d}.ends_on >= ${TODAY}`;
/** The delegation `d` has not ended: it covers today or starts later. */
export const delegationNotEnded = (d: SQL): SQL => sql`${d}.ends_on >= ${TODAY}`;

/** A colleague's delegation to the caller that covers today, and what the caller may decide for them. */
export interface Delegated {
  delegator: OnBehalfOf;
  maker: DecisionMaker;
}

interface DelegatorRow {
  id: string;
  name: string;
  userTypeName: string;
  privileges: string[];
  hospitalIds: string[];
}

const isJobAdmin = (type: string | undefined) => (JOB_ADMIN_TYPES as readonly string[]).includes(type ?? '');

/**
 * What a delegate may decide for a delegator: only what both could (the privileges both hold, the
 * hospitals both see), as the delegator (their designations, not their own jobs). Seeing every job
 * waiting for approval, as an admin does, passes on only between two admins.
 */
export const sharedMaker = (delegate: { userId: string; access: AccessSubject; visibility: Visibility }, row: DelegatorRow): DecisionMaker | null => {
  const type = userTypeByName(row.userTypeName);
  if (!type) return null;
  const delegatorAccess: AccessSubject = { userType: type.name, privileges: row.privileges.filter(isPrivilege), flags: delegate.access.flags };
  const privileges = PRIVILEGES.filter((privilege) => can(delegatorAccess, privilege) && can(delegate.access, privilege));
  const userType: UserTypeName | undefined = isJobAdmin(type.name) && !isJobAdmin(delegate.access.userType) ? delegate.access.userType : type.name;
  const seesEveryHospital = type.allHospitals && delegate.visibility.seesEveryHospital;
  const delegatorHospitals = new Set(row.hospitalIds);
  const hospitalIds = type.allHospitals ? delegate.visibility.hospitalIds : delegate.visibility.hospitalIds.filter((id) => delegatorHospitals.has(id));
  return {
    userId: row.id,
    access: { userType, privileges, flags: delegate.access.flags },
    visibility: { ...delegate.visibility, seesEveryHospital, hospitalIds },
  };
};

/**
 * The delegations to the caller that cover today (UTC) from active colleagues, one of them when
 * `delegatorId` is given, with what the caller may decide for each.
 */
export const delegationsToMe = async (
  tx: Tx,
  delegate: { userId: string; access: AccessSubject; visibility: Visibility },
  delegatorId?: string,
): Promise<Delegated[]> => {
  const rows = rowsOf<DelegatorRow>(
    await tx.execute(sql`
      select u.id, u.first_name || ' ' || u.last_name as name, t.name as "userTypeName",
             coalesce((select json_agg(p.name) from user_type_privileges up join privileges p on p.id = up.privilege_id
                       where up.user_type_id = u.user_type_id), '[]'::json) as privileges,
             coalesce((select json_agg(uh.hospital_id) from user_hospitals uh where uh.user_id = u.id and uh.network_id = dd.network_id),
                      '[]'::json) as "hospitalIds"
      from decision_delegations dd join users u on u.id = dd.delegator_id join user_types t on t.id = u.user_type_id
      where dd.network_id = ${delegate.visibility.networkId} and dd.delegate_id = ${delegate.userId} and u.is_active
        and ${delegationCoversToday(sql`dd`)}
        ${delegatorId ? sql`and dd.delegator_id = ${delegatorId}` : sql``}
      order by u.last_name, u.first_name, u.id`),
  );
  return rows.flatMap((row) => {
    const maker = sharedMaker(delegate, row);
    return maker ? [{ delegator: { id: row.id, name: row.name }, maker }] : [];
  });
};
