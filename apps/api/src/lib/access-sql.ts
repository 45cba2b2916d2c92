import { sql, type SQL } from 'drizzle-orm';
import type { AccessRule } from '@portal/domain/access/access-rule';
import type { Privilege } from '@portal/domain/access/privileges';
import { MSP_ADMIN, USER_TYPES, type UserTypeName } from '@portal/domain/access/user-types';

const typeIds = (names: readonly UserTypeName[]) => USER_TYPES.filter((type) => names.includes(type.name)).map((type) => type.id);

/**
 * The user type `userTypeId` (an SQL column) holds at least one of `privileges`: read from the role
 * table, so an operator's change applies at once.
 */
export const typeHoldsAny = (userTypeId: SQL, privileges: readonly Privilege[]): SQL =>
  sql`exists (select 1 from user_type_privileges up join privileges p on p.id = up.privilege_id
              where up.user_type_id = ${userTypeId} and p.name in ${privileges})`;

/**
 * The SQL twin of `allows` for users read in bulk (a sweep's recipients): the user type
 * `userTypeId` passes the rule's privileges and user types. Feature flags are a network's, so a rule
 * with flags is refused here rather than half-checked.
 */
export const typePassesRule = (userTypeId: SQL, rule: AccessRule): SQL => {
  if (rule.flagsOn?.length || rule.flagsOff?.length) throw new Error('typePassesRule checks no feature flags: check them apart');
  const held = [
    ...(rule.privileges ?? []).map((privilege) => typeHoldsAny(userTypeId, [privilege])),
    ...(rule.anyPrivilege?.length ? [typeHoldsAny(userTypeId, rule.anyPrivilege)] : []),
  ];
  const byPrivilege = held.length ? sql.join(held, sql` and `) : sql`true`;
  const byType = rule.orUserTypes?.length ? sql`(${userTypeId} in ${typeIds(rule.orUserTypes)} or ${byPrivilege})` : sql`(${byPrivilege})`;
  const only = rule.onlyUserTypes?.length ? sql` and ${userTypeId} in ${typeIds(rule.onlyUserTypes)}` : sql``;
  return sql`(${userTypeId} in ${typeIds([MSP_ADMIN])} or (${byType}${only}))`;
};
