import { eq, sql } from 'drizzle-orm';
import type { NotificationPreference } from '@portal/domain/api/notifications';
import { DEFAULT_NOTIFICATION_CHANNEL, NOTIFICATION_KINDS } from '@portal/domain/notifications/notification-kinds';
import { writeAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema/notification-delivery';
import type { RequestContext } from '../../context/request-context';
import type { Tx } from '../../db/tenant';

/** Every kind with the user's choice, the default where they made none. */
export const loadPreferences = async (db: Database | Tx, userId: string): Promise<NotificationPreference[]> => {
  const stored = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return NOTIFICATION_KINDS.map(({ id }) => ({
    kind: id,
    channel: stored.find((row) => row.kind === id)?.channel ?? DEFAULT_NOTIFICATION_CHANNEL,
  }));
};

export const savePreferences = async (db: Database, ctx: RequestContext, changes: readonly NotificationPreference[]) =>
  db.transaction(async (tx) => {
    const before = await loadPreferences(tx, ctx.user.id);
    if (changes.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(changes.map((change) => ({ userId: ctx.user.id, ...change })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { channel: sql`excluded.channel` },
        });
    }
    const after = await loadPreferences(tx, ctx.user.id);
    await writeAudit(tx, {
      networkId: ctx.user.networkId,
      actorId: ctx.user.id,
      entity: 'notification-preferences',
      entityId: ctx.user.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
