import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationItem } from '@portal/domain/api/notifications';
import { NOTIFICATIONS_CHANGED_EVENT, RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { withTenant } from '../../db/tenant';
import { hospitals } from '../../db/schema/tenancy';
import { userHospitals, users } from '../../db/schema/users';
import { notifyUsersWhoCan } from '../../lib/notify-users-who-can';
import { demoNetworkIds, userIdOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
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

  it('notifyUsersWhoCan tells the active users with the privilege who see the hospital, and pushes to them', async () => {
    const db = t.database.db;
    const localAdminId = await userIdOf(db, DEMO.localAdmin);
    const theirs = (await db.select({ id: userHospitals.hospitalId }).from(userHospitals).where(eq(userHospitals.userId, localAdminId))).map((h) => h.id);
    const [notTheirs] = await db.select({ id: hospitals.id }).from(hospitals).where(and(eq(hospitals.networkId, networks.northwind), notInArray(hospitals.id, theirs)));
    const adminId = await userIdOf(db, DEMO.admin);
    const general = await openSocket(url, await t.tokenFor(DEMO.general));
    const lakeside = await openSocket(url, await t.tokenFor(DEMO.lakeside));
    let lakesideGot = 0;
    lakeside.on(RECEIVE_NOTIFICATION_EVENT, () => (lakesideGot += 1));
    const tell = (hospitalId: string) =>
      withTenant(db, networks.northwind, (tx) =>
        notifyUsersWhoCan(tx, { networkId: networks.northwind, hospitalId, privilege: 'ApproveCandidates', subType: 'ReadyForReview', text: `Ready for review at ${hospitalId}`, exceptUserId: adminId }),
      );
    const emailsOf = async (ids: string[]) => (await db.select({ email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => u.email);

    const pushed = nextEvent<NotificationItem>(general, RECEIVE_NOTIFICATION_EVENT);
    const toldThere = await emailsOf(await tell(notTheirs!.id));
    expect((await pushed).notificationText).toBe(`Ready for review at ${notTheirs!.id}`);
    expect(toldThere).toContain(DEMO.general);
    expect(toldThere).not.toContain(DEMO.localAdmin);
    expect(toldThere).not.toContain(DEMO.admin);
    expect(toldThere).not.toContain(DEMO.finance);
    expect(toldThere).not.toContain(DEMO.lakeside);
    expect(toldThere).not.toContain(DEMO.mspAdmin);
    expect(await emailsOf(await tell(theirs[0]!))).toContain(DEMO.localAdmin);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lakesideGot).toBe(0);
    general.close();
    lakeside.close();
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
