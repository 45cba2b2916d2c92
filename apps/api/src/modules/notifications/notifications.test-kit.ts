import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import type { Database } from '../../db/client';
import { notificationEvents } from '../../db/schema/notification-events';
import { rowsOf } from '../../lib/sql-helpers';
import { userIdOf } from '../../test-support/demo-records';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';

interface StoredNotification {
  id: string;
  recipientId: string;
  text: string;
  subType: string;
  wasRead: boolean;
  clearedAt: Date | null;
}

/** A demo account's notifications as the owner role sees them (not cleared one by one, newest first). */
export const storedNotificationsOf = async (db: Database, email: string): Promise<StoredNotification[]> =>
  rowsOf<StoredNotification>(
    await db.execute(sql`select n.id, n.recipient_id as "recipientId", n.text, n.sub_type as "subType", n.was_read as "wasRead", n.cleared_at as "clearedAt"
      from ${NOTIFICATION_ROWS} n where n.recipient_id = ${await userIdOf(db, email)} and n.cleared_at is null
      and n.created_at > coalesce((select cleared_through from notification_watermarks w where w.user_id = n.recipient_id), '-infinity')
      order by n.created_at desc`),
  );

/** Writes a notification event for `email` as another process would: a plain insert, committed. */
export const insertNotification = async (db: Database, email: string, networkId: string, text: string, subType: NotificationKind = 'ReadyForReview') => {
  const [row] = await db
    .insert(notificationEvents)
    .values({ networkId, recipientIds: [await userIdOf(db, email)], audience: 'named', text, subType, dealId: null, identifier: null })
    .returning();
  if (!row) throw new Error('notification not inserted');
  return row;
};
