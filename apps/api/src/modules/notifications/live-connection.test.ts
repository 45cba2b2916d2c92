import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_CHANGED_EVENT, RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { users } from '../../db/schema/users';
import { demoNetworkIds } from '../../test-support/demo-records';
import { activeJobsOfUnits, createKeyIn, readyForReviewText, submitTo } from '../../test-support/integration-submission';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { coverUnitsOnlyBy } from '../../test-support/unit-coverage';
import { nextEvent, openSocket } from './live-connection.test-kit';
import { insertNotification } from './notifications.test-kit';

let t: TestApp;
let url: string;
let networks: { northwind: string; lakeside: string };
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
  networks = await demoNetworkIds(t.database.db);
});
afterAll(() => t.close());

describe('the live connection /cptnotifications', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(openSocket(url, undefined)).rejects.toThrow('Sign in to continue.');
    await expect(openSocket(url, 'not-a-token')).rejects.toThrow('Your session has expired or is not valid. Sign in again.');
  });

  it('refuses a connection that names another user\'s e-mail', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(url, { path: '/cptnotifications', transports: ['websocket'], reconnection: false, auth: { token: await t.tokenFor(DEMO.general) }, query: { email: DEMO.hr } });
    await expect(nextEvent(socket, 'connect_error')).resolves.toMatchObject({ message: 'This connection is not yours.' });
    socket.close();
  });

  it('pushes a committed notification to its recipient only, with the row as the list shows it', async () => {
    const general = await openSocket(url, await t.tokenFor(DEMO.general));
    const hr = await openSocket(url, await t.tokenFor(DEMO.hr));
    let hrGot = 0;
    hr.on(RECEIVE_NOTIFICATION_EVENT, () => (hrGot += 1));
    const received = nextEvent<NotificationItem & { hospitalNetworkId: string }>(general, RECEIVE_NOTIFICATION_EVENT);
    const row = await insertNotification(t.database.db, DEMO.general, networks.northwind, 'Pushed from a plain insert');
    const item = await received;
    expect(item).toMatchObject({
      notificationReceiptId: row.id,
      notificationText: 'Pushed from a plain insert',
      wasRead: false,
      createdDate: row.createdAt.toISOString(),
      hospitalNetworkId: networks.northwind,
    });
    expect(NotificationItem.parse(item)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hrGot).toBe(0);
    general.close();
    hr.close();
  });

  it('pushes a notification too long for a NOTIFY payload whole, read back from the table', async () => {
    const general = await openSocket(url, await t.tokenFor(DEMO.general));
    const text = `Long ${'é'.repeat(5_000)}`;
    const received = nextEvent<NotificationItem>(general, RECEIVE_NOTIFICATION_EVENT);
    const row = await insertNotification(t.database.db, DEMO.general, networks.northwind, text);
    expect(await received).toMatchObject({ notificationReceiptId: row.id, notificationText: text, createdDate: row.createdAt.toISOString() });
    general.close();
  });

  it('pushes a candidate submitted through the integration API to who covers its unit, and to nobody else', async () => {
    const key = await createKeyIn(t, networks.northwind, 'Live ATS');
    const [job] = await activeJobsOfUnits(t, networks.northwind, DEMO.general, 1);
    await coverUnitsOnlyBy(t, [job!.unitId], [DEMO.general]);
    const general = await openSocket(url, await t.tokenFor(DEMO.general));
    const localAdmin = await openSocket(url, await t.tokenFor(DEMO.localAdmin));
    const lakeside = await openSocket(url, await t.tokenFor(DEMO.lakeside));
    let othersGot = 0;
    for (const socket of [localAdmin, lakeside]) socket.on(RECEIVE_NOTIFICATION_EVENT, () => (othersGot += 1));

    const pushed = nextEvent<NotificationItem>(general, RECEIVE_NOTIFICATION_EVENT);
    const { dealId } = await submitTo(t, key, job!, 'live-1');
    expect(await pushed).toMatchObject({ notificationText: readyForReviewText(job!), dealId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(othersGot).toBe(0);
    for (const socket of [general, localAdmin, lakeside]) socket.close();
  });

  it('tells the user\'s other tabs to refetch after a read', async () => {
    const token = await t.tokenFor(DEMO.localAdmin);
    const otherTab = await openSocket(url, token);
    const row = await insertNotification(t.database.db, DEMO.localAdmin, networks.northwind, 'Read me in one tab');
    const changed = nextEvent(otherTab, NOTIFICATIONS_CHANGED_EVENT);
    const res = await fetch(`${url}/api/v1/travelclient/markAsRead?notificationReceiptId=${row.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await changed;
    otherTab.close();
  });

  it('closes the connection at once when the account is deactivated, and refuses it afterwards', async () => {
    const token = await t.tokenFor(DEMO.finance);
    const socket = await openSocket(url, token);
    const closed = nextEvent<string>(socket, 'disconnect');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.finance));
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(url, token)).rejects.toThrow('Your account is not active.');
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.finance));
  });
});
