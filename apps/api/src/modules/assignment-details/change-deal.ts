import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import { deals } from '../../db/schema/deals';
import type { Tx } from '../../db/tenant';
import type { AssignmentScope } from './find-assignment';

type DealColumns = Partial<Pick<typeof deals.$inferInsert, 'notes' | 'referenceId' | 'unitManagerId'>>;

/**
 * Writes a client's change of a locked assignment with its audit row. The version moves on, so an
 * extension drawer opened before the change is told to refresh.
 */
export const changeDeal = async (
  tx: Tx,
  scope: AssignmentScope,
  actorId: string,
  dealId: string,
  columns: DealColumns,
  audit: { action: string; before: unknown; after: unknown },
) => {
  await tx
    .update(deals)
    .set({ ...columns, version: sql`${deals.version} + 1` })
    .where(eq(deals.id, dealId));
  await writeAudit(tx, { networkId: scope.networkId, actorId, entity: 'deal', entityId: dealId, ...audit });
};
