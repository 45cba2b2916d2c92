import type { FastifyInstance } from 'fastify';
import {
  clearAll,
  clearSingle,
  getNotificationPreferences,
  getNotifications,
  getUnitCoverage,
  markAsRead,
  setUnitCoverage,
  updateNotificationPreferences,
} from '@portal/domain/api/notifications';
import type { AppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { notFound } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import {
  clearAllNotifications,
  clearNotification,
  listNotifications,
  markNotificationRead,
} from './notification-items';
import { loadPreferences, savePreferences } from './notification-preferences';
import { changeUnitCoverage, readUnitCoverage } from './unit-coverage';

const NOT_FOUND = 'Notification not found.';

/** What the routes tell the live connection: the user's other tabs refetch after a read or a clear. */
export interface NotificationChanges {
  changedFor(userId: string): void;
}

export const registerNotificationRoutes = (app: FastifyInstance, deps: AppDeps, changes: NotificationChanges) => {
  registerCall(app, deps, getNotifications, async ({ ctx, readInTenant }) => readInTenant((tx) => listNotifications(tx, ctx.user.id)));

  registerCall(app, deps, markAsRead, async ({ ctx, network, query, inTenant }) => {
    const item = await inTenant(async (tx) => {
      const read = await markNotificationRead(tx, ctx.user.id, query.notificationReceiptId);
      if (!read) throw notFound(NOT_FOUND);
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: 'notification', entityId: read.notificationReceiptId, action: 'read' });
      return read;
    });
    changes.changedFor(ctx.user.id);
    return item;
  });

  registerCall(app, deps, clearSingle, async ({ ctx, network, query, inTenant }) => {
    const cleared = await inTenant(async (tx) => {
      const count = await clearNotification(tx, ctx.user.id, query.notificationReceiptId);
      if (count === 0) throw notFound(NOT_FOUND);
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: 'notification', entityId: query.notificationReceiptId, action: 'clear' });
      return count;
    });
    changes.changedFor(ctx.user.id);
    return { cleared };
  });

  registerCall(app, deps, clearAll, async ({ ctx, network, inTenant }) => {
    const cleared = await inTenant(async (tx) => {
      const count = await clearAllNotifications(tx, ctx.user.id);
      if (count > 0) {
        await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: 'notification', entityId: ctx.user.id, action: 'clear-all', after: { cleared: count } });
      }
      return count;
    });
    if (cleared > 0) changes.changedFor(ctx.user.id);
    return { cleared };
  });

  registerCall(app, deps, getNotificationPreferences, async ({ ctx }) => ({ preferences: await loadPreferences(deps.db, ctx.user.id) }));

  registerCall(app, deps, updateNotificationPreferences, async ({ ctx, body }) => {
    const preferences = await savePreferences(deps.db, ctx, body.preferences);
    changes.changedFor(ctx.user.id);
    return { preferences };
  });

  registerCall(app, deps, getUnitCoverage, async ({ visibility, actor, query, inTenant }) => ({
    units: await inTenant((tx) => readUnitCoverage(tx, visibility, actor, query.userId)),
  }));

  registerCall(app, deps, setUnitCoverage, async ({ visibility, actor, body, inTenant }) => ({
    units: await inTenant((tx) => changeUnitCoverage(tx, visibility, actor, body.userId, body.changes)),
  }));
};
