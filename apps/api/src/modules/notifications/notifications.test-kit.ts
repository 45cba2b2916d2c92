import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/activity';
import { userIdOf } from '../../test-support/demo-records';

/** A demo account's notifications as the owner role sees them (uncleared, newest first). */
export const storedNotificationsOf = async (db: Database, email: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, await userIdOf(db, email)), isNull(notifications.clearedAt)))
    .orderBy(sql`${notifications.createdAt} desc`);

/** Inserts a notification for `email` as another process would: a plain insert, committed. */
export const insertNotification = async (db: Database, email: string, networkId: string, text: string, subType: NotificationKind = 'ReadyForReview') => {
  const [row] = await db
    .insert(notifications)
    .values({ networkId, recipientId: await userIdOf(db, email), text, subType, dealId: null, identifier: null })
    .returning();
  if (!row) throw new Error('notification not inserted');
  return row;
};
