import { and, asc, eq, sql } from 'drizzle-orm';
import type { UnitManagerRequest } from '@portal/domain/api/assignment-details';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { unitManagers } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../http-errors';
import { changeDeal } from './change-deal';
import { findVisibleAssignment } from './find-assignment';

const managersOf = (networkId: string, hospitalId: string) =>
  and(eq(unitManagers.networkId, networkId), eq(unitManagers.hospitalId, hospitalId));

/** GET deals/unitmanager: the managers of the assignment's hospital to pick from, by name. */
export const listUnitManagers = async (tx: Tx, visibility: Visibility, dealId: string) => {
  const deal = await findVisibleAssignment(tx, visibility, dealId);
  const rows = await tx
    .select({ name: unitManagers.name })
    .from(unitManagers)
    .where(managersOf(visibility.networkId, deal.hospitalId))
    .orderBy(asc(sql`lower(${unitManagers.name})`), asc(unitManagers.name));
  return { data: rows };
};

const findManager = async (tx: Tx, visibility: Visibility, hospitalId: string, name: string) => {
  const [existing] = await tx
    .select({ id: unitManagers.id, name: unitManagers.name })
    .from(unitManagers)
    .where(and(managersOf(visibility.networkId, hospitalId), sql`lower(${unitManagers.name}) = lower(${name})`))
    .orderBy(asc(unitManagers.name))
    .limit(1);
  return existing;
};

/**
 * The hospital's manager of that name, added when new. Names match whatever their case, so
 * 'jane doe' picks the existing 'Jane Doe' instead of listing her twice.
 */
const findOrAddManager = async (tx: Tx, visibility: Visibility, actorId: string, hospitalId: string, name: string) => {
  const existing = await findManager(tx, visibility, hospitalId, name);
  if (existing) return existing;
  const [added] = await tx
    .insert(unitManagers)
    .values({ networkId: visibility.networkId, hospitalId, name })
    .onConflictDoNothing()
    .returning({ id: unitManagers.id, name: unitManagers.name });
  // Someone added the same name since the lookup: theirs is the one to use.
  if (!added) {
    const raced = await findManager(tx, visibility, hospitalId, name);
    if (!raced) throw new Error('A unit manager conflicted on insert but cannot be found');
    return raced;
  }
  await writeAudit(tx, {
    networkId: visibility.networkId,
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
  visibility: Visibility,
  actorId: string,
  request: z.output<typeof UnitManagerRequest>,
) => {
  const deal = await findVisibleAssignment(tx, visibility, request.externalDealId, true);
  if (request.facilityId !== deal.hospitalId) throw badRequest('facilityId must be the hospital of this assignment.');
  const manager = await findOrAddManager(tx, visibility, actorId, deal.hospitalId, request.name);
  const before = { unitManagerId: deal.unitManagerId, unitManager: await managerName(tx, deal.unitManagerId) };
  await changeDeal(tx, visibility, actorId, deal.id, { unitManagerId: manager.id }, {
    action: 'unit-manager-update',
    before,
    after: { unitManagerId: manager.id, unitManager: manager.name },
  });
  return { name: manager.name };
};
