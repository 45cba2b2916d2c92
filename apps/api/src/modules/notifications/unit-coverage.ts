import { sql } from 'drizzle-orm';
import type { CoveredUnit } from '@portal/domain/api/notifications';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { forbidden, notFound } from '../../http-errors';
import { rowsOf } from '../../lib/sql-helpers';
import { ALL_HOSPITAL_TYPE_IDS, followedUnits } from '../../lib/unit-followers';

/** Who may set another user's coverage (docs/decisions/0130); a Local Admin only for units of their hospitals. */
const SETS_OTHERS_COVERAGE = new Set(['Client Admin', 'Local Admin']);

/**
 * The user whose coverage is read or set: the actor's own, or another user of the network when the
 * actor is a Client or Local Admin. The target's row is locked when `lock` (a change), so two
 * changes of one user's coverage apply one after the other.
 */
const targetOf = async (tx: Tx, actor: Actor, userId: string | undefined, lock: boolean): Promise<string> => {
  const target = userId ?? actor.userId;
  if (target !== actor.userId && !SETS_OTHERS_COVERAGE.has(actor.access.userType ?? '')) throw forbidden();
  const found = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from users where id = ${target} and network_id = ${actor.networkId}${lock ? sql` for update` : sql``}`),
  );
  if (found.length === 0) throw notFound('User not found.');
  return target;
};

/**
 * The units the target may follow (those of the hospitals they see) that the actor sees too, with
 * whether the target follows each, by hospital and unit name.
 */
const unitsOf = async (tx: Tx, visibility: Visibility, target: string): Promise<CoveredUnit[]> =>
  rowsOf<CoveredUnit>(
    await tx.execute(sql`
      select un.id as "unitId", un.name as "unitName", h.id as "hospitalId", h.name as "hospitalName",
             exists (select 1 from ${followedUnits({ unitIds: sql`select un.id`, userId: sql`${target}::uuid` })} f) as covers
      from units un join hospitals h on h.id = un.hospital_id
      join users t on t.id = ${target}
      where un.network_id = ${visibility.networkId}
        ${visibility.seesEveryHospital ? sql`` : sql`and h.id = any(${`{${visibility.hospitalIds.join(',')}}`}::uuid[])`}
        and (t.user_type_id in ${ALL_HOSPITAL_TYPE_IDS}
             or exists (select 1 from user_hospitals uh where uh.user_id = t.id and uh.hospital_id = h.id))
      order by h.name, un.name, un.id`),
  );

export const readUnitCoverage = async (tx: Tx, visibility: Visibility, actor: Actor, userId: string | undefined) =>
  unitsOf(tx, visibility, await targetOf(tx, actor, userId, false));

/**
 * Follows or unfollows the units named, as a coverage row that overrides the default either way;
 * a unit someone now covers may be told uncovered again later (its claim is deleted). Every unit must
 * be one the target may follow and the actor sees, or nothing is written. One audit row.
 */
export const changeUnitCoverage = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  userId: string | undefined,
  changes: readonly { unitId: string; covers: boolean }[],
): Promise<CoveredUnit[]> => {
  const target = await targetOf(tx, actor, userId, true);
  const before = await unitsOf(tx, visibility, target);
  const known = new Set(before.map((unit) => unit.unitId));
  if (changes.some((change) => !known.has(change.unitId))) throw notFound('Unit not found.');
  if (changes.length > 0) {
    const rows = sql.join(
      changes.map((c) => sql`(${actor.networkId}::uuid, ${c.unitId}::uuid, ${target}::uuid, ${c.covers}, ${actor.userId}::uuid, now())`),
      sql`, `,
    );
    await tx.execute(sql`insert into unit_coverage (network_id, unit_id, user_id, covers, set_by, updated_at) values ${rows}
      on conflict (unit_id, user_id) do update set covers = excluded.covers, set_by = excluded.set_by, updated_at = excluded.updated_at`);
    const covered = changes.filter((c) => c.covers).map((c) => c.unitId);
    if (covered.length > 0) await tx.execute(sql`delete from uncovered_unit_alerts where unit_id = any(${`{${covered.join(',')}}`}::uuid[])`);
  }
  const after = await unitsOf(tx, visibility, target);
  const coveredIds = (units: CoveredUnit[]) => units.filter((unit) => unit.covers).map((unit) => unit.unitId);
  await writeAudit(tx, {
    networkId: actor.networkId,
    actorId: actor.userId,
    entity: 'unit-coverage',
    entityId: target,
    action: 'update',
    before: { covers: coveredIds(before) },
    after: { covers: coveredIds(after) },
  });
  return after;
};
