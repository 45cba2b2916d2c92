import { and, desc, eq, isNull, notInArray, ne, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_LISTED_MAX } from '@portal/domain/limits';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/activity';
import { notificationPreferences } from '../../db/schema/notification-delivery';
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

/**
 * Kinds the user chose to receive by digest or not at all: the bell neither lists nor counts them.
 * Read as the owner role (preferences are not tenant data), before the tenant transaction.
 */
export const kindsKeptOutOfPortal = async (db: Database, userId: string): Promise<string[]> =>
  (
    await db
      .select({ kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), ne(notificationPreferences.channel, 'portal')))
  ).map((row) => row.kind);

/** The user's uncleared notifications of the kinds shown in the portal; row-level security bounds the network. */
const shownTo = (userId: string, hiddenKinds: readonly string[]): SQL | undefined =>
  and(
    eq(notifications.recipientId, userId),
    isNull(notifications.clearedAt),
    hiddenKinds.length > 0 ? notInArray(notifications.subType, [...hiddenKinds] as ItemRow['notificationSubType'][]) : undefined,
  );

export const listNotifications = async (tx: Tx, userId: string, hiddenKinds: readonly string[]): Promise<NotificationItem[]> =>
  (
    await tx
      .select(itemColumns)
      .from(notifications)
      .where(shownTo(userId, hiddenKinds))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LISTED_MAX)
  ).map(toItem);

/** Marks one read; undefined when it is not the user's (another user's, another network's, cleared). */
export const markNotificationRead = async (tx: Tx, userId: string, id: string): Promise<NotificationItem | undefined> => {
  const [row] = await tx
    .update(notifications)
    .set({ wasRead: true })
    .where(and(eq(notifications.id, id), shownTo(userId, [])))
    .returning(itemColumns);
  return row ? toItem(row) : undefined;
};

export const clearNotification = async (tx: Tx, userId: string, id: string): Promise<number> =>
  (
    await tx
      .update(notifications)
      .set({ clearedAt: new Date() })
      .where(and(eq(notifications.id, id), shownTo(userId, [])))
      .returning({ id: notifications.id })
  ).length;

/** Clear All clears what the bell shows: kinds kept for the digest stay for it. */
export const clearAllNotifications = async (tx: Tx, userId: string, hiddenKinds: readonly string[]): Promise<number> =>
  (await tx.update(notifications).set({ clearedAt: new Date() }).where(shownTo(userId, hiddenKinds)).returning({ id: notifications.id })).length;

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
