import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_LISTED_MAX } from '@portal/domain/limits';
import type { Database } from '../../db/client';
import { runBuiltOnce } from '../../db/prepared';
import { notificationEvents, notificationMarks, notificationWatermarks } from '../../db/schema/notification-events';
import type { Tx } from '../../db/tenant';
import { firstRow } from '../../lib/sql-helpers';

const e = notificationEvents;
const m = notificationMarks;

const itemColumns = {
  notificationReceiptId: e.id,
  notificationText: e.text,
  notificationSubType: e.subType,
  dealId: e.dealId,
  identifier: e.identifier,
  createdAt: e.createdAt,
};

/**
 * The user's read mark and clear mark as correlated probes of the marks' key, not a join: the list
 * then streams the newest events and stops at its limit (a join made it read every routed event
 * first: 33 ms for a user with 10,000 of them at the bench).
 */
const wasReadBy = (userId: string | Placeholder) =>
  sql<boolean>`coalesce((select ${m.wasRead} from ${m} where ${m.eventId} = ${e.id} and ${m.userId} = ${userId}::uuid), false)`;
const notClearedBy = (userId: string | Placeholder) =>
  sql`not exists (select 1 from ${m} where ${m.eventId} = ${e.id} and ${m.userId} = ${userId}::uuid and ${m.clearedAt} is not null)`;

type ItemRow = Omit<NotificationItem, 'createdDate'> & { createdAt: Date };

const toItem = ({ createdAt, ...row }: ItemRow): NotificationItem => ({ ...row, createdDate: new Date(createdAt).toISOString() });

/**
 * Events routed to the user (docs/decisions/0129) and not cleared: not by their mark, nor by Clear
 * All's watermark. Row-level security bounds the network; the GIN index answers "routed to me".
 */
const shownTo = (userId: string | Placeholder): SQL | undefined =>
  and(
    sql`${e.recipientIds} @> array[${userId}::uuid]`,
    notClearedBy(userId),
    sql`${e.createdAt} > coalesce((select ${notificationWatermarks.clearedThrough} from ${notificationWatermarks}
      where ${notificationWatermarks.userId} = ${userId}::uuid), '-infinity')`,
  );

/**
 * What the bell shows: the user's uncleared events but the kinds they chose to receive by digest or
 * not at all, which the bell neither lists nor counts. Their preferences are not tenant data:
 * migration 0023's function reads them as the owner, once per statement (a scalar subquery), so the
 * list is one statement in the tenant's one transaction. `userId` may be a placeholder.
 */
const shownInPortal = (userId: string | Placeholder): SQL | undefined =>
  and(shownTo(userId), sql`${e.subType} <> all ((select portal_kinds_kept_out_of_portal(${userId}::uuid))::text[])`);

/** The bell's list, newest first: one prepared statement, read in one round trip (readInTenant). */
export const listNotifications = async (tx: Tx, userId: string): Promise<NotificationItem[]> =>
  (
    await runBuiltOnce(
      tx,
      'notification_event_list_streamed',
      () =>
        tx
          .select({ ...itemColumns, wasRead: wasReadBy(sql.placeholder('userId')) })
          .from(e)
          .where(shownInPortal(sql.placeholder('userId')))
          .orderBy(desc(e.createdAt), desc(e.id))
          .limit(NOTIFICATIONS_LISTED_MAX),
      { userId },
    )
  ).map(toItem);

const shownEvent = async (tx: Tx, userId: string, id: string): Promise<ItemRow | undefined> => {
  const [row] = await tx
    .select({ ...itemColumns, wasRead: wasReadBy(userId) })
    .from(e)
    .where(and(eq(e.id, id), shownTo(userId)));
  return row;
};

/** Writes the user's mark of an event; only those who act on an event get one. */
const mark = (tx: Tx, userId: string, eventId: string, change: { wasRead: true } | { clearedAt: SQL }) =>
  tx
    .insert(m)
    .values({ eventId, userId, networkId: sql`(select ${e.networkId} from ${e} where ${e.id} = ${eventId})`, ...change })
    .onConflictDoUpdate({ target: [m.userId, m.eventId], set: change });

/** Marks one read; undefined when it is not the user's (another user's, another network's, cleared). */
export const markNotificationRead = async (tx: Tx, userId: string, id: string): Promise<NotificationItem | undefined> => {
  const row = await shownEvent(tx, userId, id);
  if (!row) return undefined;
  await mark(tx, userId, id, { wasRead: true });
  return toItem({ ...row, wasRead: true });
};

export const clearNotification = async (tx: Tx, userId: string, id: string): Promise<number> => {
  if (!(await shownEvent(tx, userId, id))) return 0;
  await mark(tx, userId, id, { clearedAt: sql`now()` });
  return 1;
};

/**
 * Clear All clears what the bell shows, as one row: the watermark hides every event written up to
 * now. The digest reads past it (kinds kept for the digest stay for it). Answers how many it hid.
 */
export const clearAllNotifications = async (tx: Tx, userId: string): Promise<number> => {
  const counted = firstRow<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from ${e} where ${shownInPortal(userId)}`),
  );
  const count = counted?.count ?? 0;
  if (count === 0) return 0;
  await tx
    .insert(notificationWatermarks)
    .values({ userId, networkId: sql`(select network_id from users where id = ${userId})`, clearedThrough: sql`now()` })
    .onConflictDoUpdate({ target: notificationWatermarks.userId, set: { clearedThrough: sql`now()` } });
  return count;
};

/** An event as the live connection pushes it: with the network it belongs to, so a client showing another ignores it. */
export type PushedItem = NotificationItem & { hospitalNetworkId: string };

/**
 * An event read back for the push when its NOTIFY carried only its id (a large audience), with the
 * recipients among `candidates` (those this instance holds sockets for) who keep its kind in the
 * portal. Owner role: the hub acts for no tenant.
 */
export const loadPushedEvent = async (
  db: Database,
  id: string,
  candidates: (recipientIds: readonly string[]) => string[],
): Promise<{ item: PushedItem; recipientIds: string[] } | undefined> => {
  const [row] = await db
    .select({ ...itemColumns, wasRead: sql<boolean>`false`, hospitalNetworkId: e.networkId, recipientIds: e.recipientIds })
    .from(e)
    .where(eq(e.id, id));
  if (!row) return undefined;
  const { hospitalNetworkId, recipientIds, ...item } = row;
  const local = candidates(recipientIds);
  if (local.length === 0) return { item: { ...toItem(item), hospitalNetworkId }, recipientIds: [] };
  const keptOut = await db.execute(sql`select user_id as "userId" from notification_preferences
    where kind = ${row.notificationSubType} and channel <> 'portal' and user_id = any(${`{${local.join(',')}}`}::uuid[])`);
  const out = new Set((keptOut as { rows: { userId: string }[] }).rows.map((r) => r.userId));
  return { item: { ...toItem(item), hospitalNetworkId }, recipientIds: local.filter((r) => !out.has(r)) };
};
