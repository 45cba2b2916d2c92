import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_CHANGED_EVENT, RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { demoNetworkIds } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { sharedPostgres, startInstance, type Instance } from '../../test-support/live-instance';
import { nextEvent, openSocket, startRedisRelay } from './live-connection.test-kit';
import { insertNotification } from './notifications.test-kit';

/**
 * DESIGN.md 'Scale': two API instances against one PostgreSQL and a real Redis (TEST_REDIS_URL, else
 * 127.0.0.1:6379), reached through a relay the test can cut. Runs when DATABASE_URL is set: two
 * instances cannot share PGlite.
 */
describe.skipIf(!process.env.DATABASE_URL)('two API instances sharing PostgreSQL and Redis', () => {
  let shared: NonNullable<Awaited<ReturnType<typeof sharedPostgres>>>;
  let relay: Awaited<ReturnType<typeof startRedisRelay>>;
  let a: Instance;
  let b: Instance;
  let writer: DatabaseHandle;
  let northwind: string;

  beforeAll(async () => {
    shared = (await sharedPostgres())!;
    relay = await startRedisRelay();
    // A key prefix of this run's own: other runs on the same Redis do not hear these instances.
    const env = { REDIS_URL: relay.url(), REDIS_KEY_PREFIX: `portal-test-${randomBytes(4).toString('hex')}` };
    a = await startInstance(env, shared.url);
    b = await startInstance(env, shared.url);
    writer = openPostgres(shared.url, 2);
    northwind = (await demoNetworkIds(writer.db)).northwind;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await writer?.close();
    await relay?.close();
    await shared?.drop();
  });

  const list = async (instance: Instance, token: string) => {
    const res = await instance.get('/api/v1/travelclient/getNotifications', token);
    expect(res.status).toBe(200);
    return NotificationItem.array().parse(await res.json());
  };

  it('a notification written by another process reaches a socket on instance B; a read through A reaches the user\'s tab on B through Redis', async () => {
    const tokenA = await a.tokenFor(DEMO.general);
    const onB = await openSocket(b.url, await b.tokenFor(DEMO.general));
    const pushed = nextEvent<NotificationItem>(onB, RECEIVE_NOTIFICATION_EVENT);
    // Written on a third connection, as another instance's action or the provider's process would.
    const row = await insertNotification(writer.db, DEMO.general, northwind, 'Raised beside instance A');
    expect((await pushed).notificationReceiptId).toBe(row.id);

    const changed = nextEvent(onB, NOTIFICATIONS_CHANGED_EVENT);
    const read = await a.get(`/api/v1/travelclient/markAsRead?notificationReceiptId=${row.id}`, tokenA);
    expect(read.status).toBe(200);
    await changed;
    onB.close();
  });

  it('with Redis down both instances keep answering and pushing, a reconnecting client refetches what it missed, and cross-instance events resume when Redis returns', async () => {
    const tokenA = await a.tokenFor(DEMO.localAdmin);
    const tokenB = await b.tokenFor(DEMO.localAdmin);
    const onB = await openSocket(b.url, tokenB);
    await relay.down();

    for (const instance of [a, b]) {
      expect((await instance.get('/api/health')).status).toBe(200);
      expect((await instance.get('/api/ready')).status).toBe(200);
    }
    const pushed = nextEvent<NotificationItem>(onB, RECEIVE_NOTIFICATION_EVENT);
    const duringOutage = await insertNotification(writer.db, DEMO.localAdmin, northwind, 'Raised while Redis is down');
    expect((await pushed).notificationReceiptId).toBe(duringOutage.id);

    // A client whose socket dropped (its instance restarted, say) misses pushes, and refetches on reconnect.
    onB.close();
    const missed = await insertNotification(writer.db, DEMO.localAdmin, northwind, 'Raised while the client was away');
    const again = await openSocket(a.url, tokenA);
    expect((await list(a, tokenA)).map((n) => n.notificationReceiptId)).toContain(missed.id);
    const read = await a.get(`/api/v1/travelclient/markAsRead?notificationReceiptId=${missed.id}`, tokenA);
    expect(read.status).toBe(200);
    again.close();

    await relay.up();
    const watcher = await openSocket(b.url, tokenB);
    // The adapter reconnects in the background; a read on A reaches B again once it has.
    const deadline = Date.now() + 15_000;
    let heard = false;
    watcher.on(NOTIFICATIONS_CHANGED_EVENT, () => (heard = true));
    while (!heard && Date.now() < deadline) {
      await a.get(`/api/v1/travelclient/markAsRead?notificationReceiptId=${duringOutage.id}`, tokenA);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(heard).toBe(true);
    watcher.close();
  });

  it('an instance starts and answers while Redis is unreachable from the start', async () => {
    const lonely = await startInstance({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'portal-test-unreachable' }, shared.url);
    try {
      expect((await lonely.get('/api/health')).status).toBe(200);
      const token = await lonely.tokenFor(DEMO.hr);
      const socket = await openSocket(lonely.url, token);
      const pushed = nextEvent<NotificationItem>(socket, RECEIVE_NOTIFICATION_EVENT);
      const row = await insertNotification(writer.db, DEMO.hr, northwind, 'Pushed without Redis');
      expect((await pushed).notificationReceiptId).toBe(row.id);
      socket.close();
    } finally {
      await lonely.close();
    }
  });
});
