import { eq, sql } from 'drizzle-orm';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { deals } from '../../db/schema/deals';
import type { Tx } from '../../db/tenant';

type DealColumns = Partial<Pick<typeof deals.$inferInsert, 'notes' | 'referenceId' | 'unitManagerId'>>;

/**
 * Writes a client's change of a locked assignment with its audit row. The version moves on, so an
 * extension drawer opened before the change is told to refresh.
 */
export const changeDeal = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  dealId: string,
  columns: DealColumns,
  audit: { action: string; before: unknown; after: unknown },
) => {
  await tx
    .update(deals)
    .set({ ...columns, version: sql`${deals.version} + 1` })
    .where(eq(deals.id, dealId));
  await writeAudit(tx, { networkId: visibility.networkId, actorId, entity: 'deal', entityId: dealId, ...audit });
};
