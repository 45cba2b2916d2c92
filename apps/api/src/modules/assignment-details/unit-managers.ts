import { and, asc, eq, sql } from 'drizzle-orm';
import type { UnitManagerRequest } from '@portal/domain/api/assignment-details';
import type { z } from 'zod';
import { writeAudit } from '../../db/audit';
import { unitManagers } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http-errors';
import { changeDeal } from './change-deal';
import { findVisibleAssignment, type AssignmentScope } from './find-assignment';

const managersOf = (networkId: string, hospitalId: string) =>
  and(eq(unitManagers.networkId, networkId), eq(unitManagers.hospitalId, hospitalId));

/** GET deals/unitmanager: the managers of the assignment's hospital to pick from, by name. */
export const listUnitManagers = async (tx: Tx, scope: AssignmentScope, dealId: string) => {
  const deal = await findVisibleAssignment(tx, scope, dealId);
  const rows = await tx
    .select({ name: unitManagers.name })
    .from(unitManagers)
    .where(managersOf(scope.networkId, deal.hospitalId))
    .orderBy(asc(sql`lower(${unitManagers.name})`), asc(unitManagers.name));
  return { data: rows };
};

const findManager = async (tx: Tx, scope: AssignmentScope, hospitalId: string, name: string) => {
  const [existing] = await tx
    .select({ id: unitManagers.id, name: unitManagers.name })
    .from(unitManagers)
    .where(and(managersOf(scope.networkId, hospitalId), sql`lower(${unitManagers.name}) = lower(${name})`))
    .orderBy(asc(unitManagers.name))
    .limit(1);
  return existing;
};

/**
 * The hospital's manager of that name, added when new. Names match whatever their case, so
 * 'jane doe' picks the existing 'Jane Doe' instead of listing her twice.
 */
const findOrAddManager = async (tx: Tx, scope: AssignmentScope, actorId: string, hospitalId: string, name: string) => {
  const existing = await findManager(tx, scope, hospitalId, name);
  if (existing) return existing;
  const [added] = await tx
    .insert(unitManagers)
    .values({ networkId: scope.networkId, hospitalId, name })
    .onConflictDoNothing()
    .returning({ id: unitManagers.id, name: unitManagers.name });
  // Someone added the same name since the lookup: theirs is the one to use.
  if (!added) {
    const raced = await findManager(tx, scope, hospitalId, name);
    if (!raced) throw new Error('A unit manager conflicted on insert but cannot be found');
    return raced;
  }
  await writeAudit(tx, {
    networkId: scope.networkId,
    actorId,
    entity: 'unit_manager',
    entityId: added.id,
    action: 'create',
    after: { hospitalId, name: added.name },
  });
  return added;
};

const managerName = async (tx: Tx, managerId: string | null) => {
  if (!managerId) return null;
  const [row] = await tx.select({ name: unitManagers.name }).from(unitManagers).where(eq(unitManagers.id, managerId));
  return row?.name ?? null;
};

/** POST deals/unitmanager: sets the assignment's unit manager; facilityId must be its hospital. */
export const assignUnitManager = async (
  tx: Tx,
  scope: AssignmentScope,
  actorId: string,
  request: z.output<typeof UnitManagerRequest>,
) => {
  const deal = await findVisibleAssignment(tx, scope, request.externalDealId, true);
  if (request.facilityId !== deal.hospitalId) throw badRequest('facilityId must be the hospital of this assignment.');
  const manager = await findOrAddManager(tx, scope, actorId, deal.hospitalId, request.name);
  const before = { unitManagerId: deal.unitManagerId, unitManager: await managerName(tx, deal.unitManagerId) };
  await changeDeal(tx, scope, actorId, deal.id, { unitManagerId: manager.id }, {
    action: 'unit-manager-update',
    before,
    after: { unitManagerId: manager.id, unitManager: manager.name },
  });
  return { name: manager.name };
};
