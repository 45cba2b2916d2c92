import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { callUrl } from '@portal/domain/api/call';
import { markAsRead } from '@portal/domain/api/notifications';
import { NOTIFICATION_SOCKET_PATH, NOTIFICATIONS_CHANGED_EVENT, RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { check, machineLoad, seconds, statusCounts, type Check } from './checks';
import { call, describe, type Answer } from './http';
import { withDatabase, type ApiProcess, type Redis } from './processes';
import { readMixWorker, startWorkers, type SignedIn } from './traffic';

export const SCENARIO = 'c. Redis down 15 s';
const OUTAGE_MS = 15_000;
const READERS = 10;
/** After Redis is back, a notification is written every second for at most this long until the socket has one. */
const DELIVERY_WINDOW_MS = 15_000;
const CONNECT_TIMEOUT_MS = 10_000;

const connect = (baseUrl: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(baseUrl, { path: NOTIFICATION_SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: true, timeout: CONNECT_TIMEOUT_MS });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no socket connection within ${CONNECT_TIMEOUT_MS / 1000} s`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(err);
    });
  });

/**
 * A signed-in user's socket stays open on the API while its Redis is stopped for 15 s and started
 * again, with 10 clients reading and, every 2 s, a notification written (by another connection, as
 * any writer would) and marked read over HTTP (which tells the user's other tabs through the
 * adapter). Goals: the API process stays up, the socket is never dropped, HTTP never answers 5xx
 * (nor fails to answer), and once Redis is back a new notification reaches the socket.
 */
export const runRedisScenario = (api: ApiProcess, redis: Redis, user: SignedIn, databaseUrl: string, users: SignedIn[]): Promise<Check[]> =>
  withDatabase(databaseUrl, async (db) => {
    let socket: Socket | undefined;
    const readers = startWorkers({ baseUrl: api.baseUrl, count: READERS, next: readMixWorker(api.baseUrl, users), timeoutMs: 10_000, maxMs: 90_000, maxCalls: 1_000_000 });
    const marks: Answer[] = [];
    try {
      const [recipient] = (
        await db.query<{ id: string; network_id: string }>('select id, network_id from users where lower(email) = lower($1)', [user.email])
      ).rows;
      if (!recipient) throw new Error(`${user.email} is not in the database`);
      socket = await connect(api.baseUrl, user.token);
      let disconnects = 0;
      const reasons: string[] = [];
      socket.on('disconnect', (reason) => {
        disconnects += 1;
        reasons.push(reason);
      });
      const received = new Map<string, number>();
      let changedEvents: number[] = [];
      socket.on(RECEIVE_NOTIFICATION_EVENT, (item: { notificationText: string }) => received.set(item.notificationText, performance.now()));
      socket.on(NOTIFICATIONS_CHANGED_EVENT, () => changedEvents.push(performance.now()));

      let sequence = 0;
      /** Writes a notification for the user; marks it read over HTTP when asked. Returns its text. */
      const notify = async (markRead: boolean) => {
        const text = `reliability ${process.pid} ${(sequence += 1)}`;
        const row = await db.query<{ id: string }>(
          `insert into notification_events (network_id, recipient_ids, audience, text, sub_type) values ($1, array[$2::uuid], 'named', $3, 'JobApproved') returning id`,
          [recipient.network_id, recipient.id, text],
        );
        if (markRead) {
          marks.push(
            await call(api.baseUrl, { method: 'GET', path: callUrl(markAsRead, {}, { notificationReceiptId: row.rows[0]!.id }), token: user.token, timeoutMs: 10_000 }),
          );
        }
        return text;
      };
      const waitFor = async (text: string, maxMs: number) => {
        const deadline = performance.now() + maxMs;
        while (!received.has(text) && performance.now() < deadline) await sleep(20);
        return received.get(text);
      };

      const beforeDelivered = await waitFor(await notify(false), 5_000);

      const outageStart = performance.now();
      await redis.stop();
      const duringTexts: string[] = [];
      while (performance.now() - outageStart < OUTAGE_MS) {
        duringTexts.push(await notify(true));
        await sleep(2_000);
      }
      changedEvents = [];
      await redis.start();
      const back = performance.now();
      let deliveredAfter: number | undefined;
      while (deliveredAfter === undefined && performance.now() - back < DELIVERY_WINDOW_MS) {
        const deliveredAt = await waitFor(await notify(true), 1_000);
        if (deliveredAt !== undefined) deliveredAfter = deliveredAt - back;
      }
      await sleep(1_000);
      await readers.stop();

      const http = [...readers.samples, ...marks];
      const bad = http.filter((a) => a.status >= 500 || a.status === 0);
      const exited = api.exited();
      const duringDelivered = duringTexts.filter((t) => received.has(t)).length;
      console.log(
        `\n${SCENARIO}: before the outage a notification ${beforeDelivered === undefined ? 'was NOT delivered' : 'was delivered'}; ` +
          `during it ${duringDelivered} of ${duringTexts.length} delivered; after it ${changedEvents.length} 'changed' event(s) of reads reached the socket; ` +
          `HTTP ${statusCounts(http)}; load average ${machineLoad()}`,
      );
      return [
        check(SCENARIO, 'API process alive', exited ? `exited (${exited.how})` : 'alive', !exited),
        check(SCENARIO, 'the socket stays connected', disconnects === 0 ? 'never dropped' : `dropped ${disconnects} time(s): ${reasons.join(', ')}`, disconnects === 0),
        check(SCENARIO, 'HTTP: no 5xx, every call answered', bad.length === 0 ? `${http.length} calls, none` : `${bad.length} of ${http.length}: ${describe(bad[0]!)}`, http.length > 0 && bad.length === 0),
        check(
          SCENARIO,
          `a notification reaches the socket after Redis is back (within ${DELIVERY_WINDOW_MS / 1000} s)`,
          deliveredAfter === undefined ? `none within ${DELIVERY_WINDOW_MS / 1000} s` : `after ${seconds(deliveredAfter)}`,
          deliveredAfter !== undefined,
        ),
      ];
    } finally {
      await readers.stop();
      socket?.close();
    }
  });
