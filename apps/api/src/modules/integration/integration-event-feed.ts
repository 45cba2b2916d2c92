import { sql } from 'drizzle-orm';
import type { IntegrationEvent, IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import type { Tx } from '../../db/tenant';
import { rowsOf } from '../../lib/sql-helpers';

interface EventRow extends Omit<IntegrationEvent, 'occurredAt'> {
  occurredAt: Date | string;
}

/**
 * The key's network's events after `after`, oldest first (row-level security keeps them to the
 * network). Only events of transactions older than every one still running are listed: an id taken
 * by a transaction that has not committed yet is never jumped over.
 */
export const integrationEventsAfter = async (tx: Tx, after: number, limit: number): Promise<IntegrationEventsResponse> => {
  const rows = rowsOf<EventRow>(
    await tx.execute(sql`
      select id::float8 as id, type, occurred_at as "occurredAt", entity, entity_id as "entityId", data
      from integration_events
      where id > ${after} and tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      order by id
      limit ${limit}`),
  );
  const events = rows.map((row) => ({ ...row, id: Number(row.id), occurredAt: new Date(row.occurredAt).toISOString() }));
  return { events, nextAfter: events.at(-1)?.id ?? after };
};
