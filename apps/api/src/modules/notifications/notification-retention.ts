import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import { firstRow } from '../../lib/sql-helpers';

/** Most events one round deletes: a short statement, however much is due; the next round takes the rest. */
const BATCH = 1_000;

/**
 * Deletes, oldest first and at most `batch`, the events older than `days` that every active
 * recipient has read or cleared (a mark, or Clear All's watermark past it); their marks go with them
 * (docs/decisions/0132). An event someone has not yet seen stays. Rows another sweep is deleting are
 * skipped, so instances sweeping at once do not wait on each other. As the owner role, across networks.
 */
export const sweepNotificationRetention = async (db: Database, days: number, batch = BATCH): Promise<{ deleted: number }> => {
  const row = firstRow<{ deleted: number }>(
    await db.execute(sql`
      with doomed as (
        select e.id from notification_events e
        where e.created_at < now() - make_interval(days => ${days}::int)
          and not exists (
            select 1 from unnest(e.recipient_ids) r(user_id) join users u on u.id = r.user_id and u.is_active
            where not exists (select 1 from notification_marks m
                              where m.event_id = e.id and m.user_id = r.user_id and (m.was_read or m.cleared_at is not null))
              and not exists (select 1 from notification_watermarks w where w.user_id = r.user_id and w.cleared_through >= e.created_at))
        order by e.created_at
        limit ${batch}
        for update of e skip locked
      ),
      deleted as (delete from notification_events e using doomed where e.id = doomed.id returning 1)
      select count(*)::int as deleted from deleted`),
  );
  return { deleted: row?.deleted ?? 0 };
};

/** Every API instance deletes a batch every NOTIFICATION_RETENTION_SWEEP_SECONDS (0: never). */
export const startNotificationRetentionSweep = (
  app: FastifyInstance,
  config: Pick<Config, 'NOTIFICATION_RETENTION_DAYS' | 'NOTIFICATION_RETENTION_SWEEP_SECONDS'>,
  db: Database,
) =>
  startPeriodicSweep(app, config.NOTIFICATION_RETENTION_SWEEP_SECONDS, {
    name: 'notification-retention-sweep',
    run: () => sweepNotificationRetention(db, config.NOTIFICATION_RETENTION_DAYS),
  });
