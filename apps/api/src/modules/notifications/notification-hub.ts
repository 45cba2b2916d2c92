import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  MY_DECISIONS_CHANGED_EVENT,
  NOTIFICATION_SOCKET_PATH,
  NOTIFICATIONS_CHANGED_EVENT,
  RECEIVE_NOTIFICATION_EVENT,
} from '@portal/domain/notifications/notification-kinds';
import type { AppDeps } from '../../app-deps';
import { SESSION_NOT_VALID } from '../../context/token-verifier';
import type { DatabaseHandle } from '../../db/client';
import type { Listening } from '../../db/listen';
import type { DecisionsPush } from '../../lib/decisions-push';
import { users } from '../../db/schema/users';
import { loadPushedEvent, type PushedItem } from './notification-items';
import type { NotificationChanges } from './notification-routes';
import { connectRedisAdapter, type RedisLink } from './redis-adapter';

/** Channels the migration's triggers NOTIFY on (0011_notification_delivery.sql). */
const NOTIFICATION_CHANNEL = 'portal_notification';
const USER_DEACTIVATED_CHANNEL = 'portal_user_deactivated';

const roomOf = (userId: string) => `user:${userId}`;
/** setTimeout's limit; a token living longer is closed at the next check of the hour. */
const MAX_TIMER_MS = 2_147_483_647;

interface SocketData {
  userId: string;
  /** When the connection's access token expires, in ms since the epoch. */
  tokenExpiresAt: number;
}

/** The access token from the handshake: Socket.IO's `auth`, or an Authorization header (non-browser clients). */
const handshakeToken = (socket: Socket): string | undefined => {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string' && auth.token) return `Bearer ${auth.token}`;
  return socket.handshake.headers.authorization;
};

/**
 * The live connection of SPEC.md §7 on this server: Socket.IO at /cptnotifications, one room per
 * user. Every instance LISTENs to the notification events table's trigger and pushes to its own sockets,
 * so a notification reaches its user whichever process wrote it and whichever instance holds the
 * socket, with or without Redis (docs/decisions/0061-live-notifications-delivery.md). Redis, when configured, carries what starts
 * inside one instance: a read or clear in one tab tells the user's tabs on other instances.
 */
export const startNotificationHub = async (
  app: FastifyInstance,
  deps: AppDeps,
  database: DatabaseHandle,
): Promise<NotificationChanges & DecisionsPush> => {
  const io = new Server<Record<string, never>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>(app.server, {
    path: NOTIFICATION_SOCKET_PATH,
    serveClient: false,
  });
  let redis: RedisLink | undefined;
  if (deps.config.REDIS_URL) {
    redis = connectRedisAdapter(deps.config.REDIS_URL, deps.config.REDIS_KEY_PREFIX, app.log);
    io.adapter(redis.adapter);
  }

  io.use((socket, next) => {
    void (async () => {
      const token = await deps.verifyToken(handshakeToken(socket));
      const asked = socket.handshake.query.email;
      if (!token.email || (typeof asked === 'string' && asked.toLowerCase() !== token.email.toLowerCase())) {
        throw new Error('This connection is not yours.');
      }
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${token.email})`, eq(users.isActive, true)));
      if (!user) throw new Error('Your account is not active.');
      const tokenExpiresAt = (token.exp ?? 0) * 1000;
      if (tokenExpiresAt <= Date.now()) throw new Error(SESSION_NOT_VALID);
      socket.data.userId = user.id;
      socket.data.tokenExpiresAt = tokenExpiresAt;
      await socket.join(roomOf(user.id));
    })().then(
      () => next(),
      (error: unknown) => next(new Error(error instanceof Error ? error.message : 'Sign in to continue.')),
    );
  });

  // Closed when the token expires: the client reconnects with its renewed token, or not at all. Armed
  // once connected: a timer armed during the handshake could fire before the socket was open, and a
  // token that expired then left the socket open for good.
  io.on('connection', (socket) => {
    const timer = setTimeout(() => socket.disconnect(true), Math.min(Math.max(socket.data.tokenExpiresAt - Date.now(), 0), MAX_TIMER_MS));
    socket.on('disconnect', () => clearTimeout(timer));
  });

  const hasRoom = (userId: string) => io.of('/').adapter.rooms.has(roomOf(userId));

  /**
   * One event, pushed to each of its recipients this instance holds sockets for. The trigger sends
   * the event and the recipients who keep its kind in the portal, unless that was too long for a
   * NOTIFY (a large audience): then the event is read back once (docs/decisions/0129).
   */
  const push = async (payload: string) => {
    const sent = JSON.parse(payload) as { id: string; recipientIds?: string[]; item?: PushedItem };
    let item: PushedItem;
    let recipientIds: string[];
    if (sent.item && sent.recipientIds) {
      item = { ...sent.item, createdDate: new Date(sent.item.createdDate).toISOString() };
      recipientIds = sent.recipientIds.filter(hasRoom);
    } else {
      const loaded = await loadPushedEvent(deps.db, sent.id, (ids) => ids.filter(hasRoom));
      if (!loaded) return;
      ({ item, recipientIds } = loaded);
    }
    for (const recipientId of recipientIds) io.local.to(roomOf(recipientId)).emit(RECEIVE_NOTIFICATION_EVENT, item);
  };

  const connectedUserIds = () => [...io.of('/').sockets.values()].map((s) => (s.data as SocketData).userId);

  /** After a lost LISTEN: every socket refetches, and accounts deactivated meanwhile are closed. */
  const catchUp = async () => {
    io.local.emit(NOTIFICATIONS_CHANGED_EVENT);
    const ids = [...new Set(connectedUserIds())];
    if (ids.length === 0) return;
    const inactive = await deps.db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.isActive, false)));
    for (const { id } of inactive) io.local.in(roomOf(id)).disconnectSockets(true);
  };

  const listening: Listening = await database.listen([NOTIFICATION_CHANNEL, USER_DEACTIVATED_CHANNEL], {
    onNotify: (channel, payload) => {
      if (channel === USER_DEACTIVATED_CHANNEL) {
        io.local.in(roomOf(payload)).disconnectSockets(true);
        return;
      }
      push(payload).catch((error: unknown) => app.log.error({ err: error }, 'live notification not pushed'));
    },
    onResume: () => {
      app.log.info('notification LISTEN connection is back: clients refetch');
      catchUp().catch((error: unknown) => app.log.error({ err: error }, 'catching up after LISTEN failed'));
    },
    onError: (error) => app.log.warn({ err: error }, 'notification LISTEN connection failed; reconnecting'),
  });

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await listening.close();
    await redis?.close();
  });

  return {
    changedFor: (userId) => {
      io.to(roomOf(userId)).emit(NOTIFICATIONS_CHANGED_EVENT);
    },
    decisionsChangedFor: (userId) => {
      io.to(roomOf(userId)).emit(MY_DECISIONS_CHANGED_EVENT);
    },
  };
};
