import { and, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_LISTED_MAX } from '@portal/domain/limits';
import type { Database } from '../../db/client';
import { runBuiltOnce } from '../../db/prepared';
import { notifications } from '../../db/schema/activity';
import type { Tx } from '../../db/tenant';

const itemColumns = {
  notificationReceiptId: notifications.id,
  notificationText: notifications.text,
  notificationSubType: notifications.subType,
  dealId: notifications.dealId,
  identifier: notifications.identifier,
  createdAt: notifications.createdAt,
  wasRead: notifications.wasRead,
};

type ItemRow = Omit<NotificationItem, 'createdDate'> & { createdAt: Date };

const toItem = ({ createdAt, ...row }: ItemRow): NotificationItem => ({ ...row, createdDate: createdAt.toISOString() });

/** The user's uncleared notifications; row-level security bounds the network. */
const shownTo = (userId: string | Placeholder): SQL | undefined => and(eq(notifications.recipientId, userId), isNull(notifications.clearedAt));

/**
 * What the bell shows: the user's uncleared notifications but the kinds they chose to receive by
 * digest or not at all, which the bell neither lists nor counts. Their preferences are not tenant
 * data: migration 0023's function reads them as the owner, once per statement (a scalar subquery),
 * so the list is one statement in the tenant's one transaction rather than a read on a connection
 * of its own first. `userId` may be a placeholder (the list is built once, runBuiltOnce).
 */
const shownInPortal = (userId: string | Placeholder): SQL | undefined =>
  and(shownTo(userId), sql`${notifications.subType} <> all ((select portal_kinds_kept_out_of_portal(${userId}::uuid))::text[])`);

/**
 * The bell's list, newest first: one prepared statement, so the route reads it in one round trip
 * (readInTenant). Under 200 clients it was the slowest read: it took a pooled connection for the
 * preferences and then another for the list, queueing for the pool twice.
 */
export const listNotifications = async (tx: Tx, userId: string): Promise<NotificationItem[]> =>
  (
    await runBuiltOnce(
      tx,
      'notification_list',
      () =>
        tx
          .select(itemColumns)
          .from(notifications)
          .where(shownInPortal(sql.placeholder('userId')))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(NOTIFICATIONS_LISTED_MAX),
      { userId },
    )
  ).map(toItem);

/** Marks one read; undefined when it is not the user's (another user's, another network's, cleared). */
export const markNotificationRead = async (tx: Tx, userId: string, id: string): Promise<NotificationItem | undefined> => {
  const [row] = await tx
    .update(notifications)
    .set({ wasRead: true })
    .where(and(eq(notifications.id, id), shownTo(userId)))
    .returning(itemColumns);
  return row ? toItem(row) : undefined;
};

export const clearNotification = async (tx: Tx, userId: string, id: string): Promise<number> =>
  (
    await tx
      .update(notifications)
      .set({ clearedAt: new Date() })
      .where(and(eq(notifications.id, id), shownTo(userId)))
      .returning({ id: notifications.id })
  ).length;

/** Clear All clears what the bell shows: kinds kept for the digest stay for it. */
export const clearAllNotifications = async (tx: Tx, userId: string): Promise<number> =>
  (await tx.update(notifications).set({ clearedAt: new Date() }).where(shownInPortal(userId)).returning({ id: notifications.id })).length;

/** A notification as the live connection pushes it: with the network it belongs to, so a client showing another ignores it. */
export type PushedItem = NotificationItem & { hospitalNetworkId: string };

/** One notification read back for the push (owner role: the hub acts for no tenant). */
export const loadPushedItem = async (db: Database, id: string): Promise<PushedItem | undefined> => {
  const [row] = await db
    .select({ ...itemColumns, hospitalNetworkId: notifications.networkId, clearedAt: notifications.clearedAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row || row.clearedAt) return undefined;
  const { hospitalNetworkId, clearedAt: _cleared, ...item } = row;
  return { ...toItem(item), hospitalNetworkId };
};
