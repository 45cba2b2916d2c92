import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAll, clearSingle, getNotificationPreferences, getNotifications, markAsRead, NotificationItem, updateNotificationPreferences } from '@portal/domain/api/notifications';
import { callAs } from '../../test-support/call-as';
import { auditCount, demoNetworkIds } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { insertNotification, storedNotificationsOf } from './notifications.test-kit';

let t: TestApp;
let networks: { northwind: string; lakeside: string };
beforeAll(async () => {
  t = await createTestApp();
  networks = await demoNetworkIds(t.database.db);
});
afterAll(() => t.close());

const A_UUID = '00000000-0000-4000-8000-000000000000';
const idOfFirst = async (email: string) => (await storedNotificationsOf(t.database.db, email))[0]!.id;

describe('access to the notification calls', () => {
  // 401 of every call: access/contract-access.test.ts.
  it.each([{ call: getNotifications }, { call: clearAll }])('$call.name answers 403 for another recipient\'s e-mail, and clears nothing', async ({ call }) => {
    const before = (await storedNotificationsOf(t.database.db, DEMO.hr)).length;
    const res = await callAs(t, DEMO.general, call, undefined, { query: { recipientEmail: DEMO.hr } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The recipientEmail parameter must be your own e-mail address.');
    expect((await storedNotificationsOf(t.database.db, DEMO.hr)).length).toBe(before);
  });

  it('lists only the signed-in user\'s own notifications, newest first', async () => {
    const res = await callAs(t, DEMO.general, getNotifications, undefined, { query: { recipientEmail: DEMO.general } });
    expect(res.statusCode).toBe(200);
    const items = NotificationItem.array().parse(res.json());
    const stored = await storedNotificationsOf(t.database.db, DEMO.general);
    expect(items.map((i) => i.notificationReceiptId)).toEqual(stored.map((s) => s.id));
    expect(items.length).toBeGreaterThan(0);
  });

  it('answers 404 for another user\'s notification in the same network and for another network\'s, changing nothing', async () => {
    const sameNetwork = await idOfFirst(DEMO.hr);
    const otherNetwork = await idOfFirst(DEMO.lakeside);
    const audits = await auditCount(t.database.db);
    for (const id of [sameNetwork, otherNetwork, A_UUID]) {
      for (const call of [markAsRead, clearSingle]) {
        const res = await callAs(t, DEMO.general, call, undefined, { query: { notificationReceiptId: id } });
        expect(res.statusCode, `${call.name} ${id}`).toBe(404);
        expect(res.json().message).toBe('Notification not found.');
      }
    }
    expect((await storedNotificationsOf(t.database.db, DEMO.hr)).every((n) => n.clearedAt === null)).toBe(true);
    expect((await storedNotificationsOf(t.database.db, DEMO.lakeside)).map((n) => n.id)).toContain(otherNetwork);
    expect(await auditCount(t.database.db)).toBe(audits);
  });

  it('an internal user sees the notifications of the network they act in, and must choose one first', async () => {
    const res = await callAs(t, DEMO.viewer, getNotifications);
    expect(res.statusCode).toBe(400);
    const chosen = await t.call(DEMO.mspAdmin, { method: 'GET', url: '/api/v1/travelclient/getNotifications', headers: { 'hospital-network-id': networks.lakeside } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual([]);
  });

  const BAD = [
    { call: markAsRead, query: { notificationReceiptId: 'abc' }, message: 'notificationReceiptId must be a notification id' },
    { call: clearSingle, query: {}, message: 'notificationReceiptId' },
    { call: getNotifications, query: { recipientEmail: 'not-an-email' }, message: 'This is not a valid email address' },
    { call: updateNotificationPreferences, body: { preferences: [{ kind: 'Nope', channel: 'portal' }] }, message: 'preferences.0.kind' },
    { call: updateNotificationPreferences, body: { preferences: [{ kind: 'JobApproved', channel: 'sms' }] }, message: 'preferences.0.channel' },
    {
      call: updateNotificationPreferences,
      body: { preferences: [{ kind: 'JobApproved', channel: 'off' }, { kind: 'JobApproved', channel: 'portal' }] },
      message: 'Each kind may be named once',
    },
  ];
  it.each(BAD)('$call.name answers 400 saying what is wrong: $message, writing nothing', async ({ call, query, body, message }) => {
    const audits = await auditCount(t.database.db);
    const res = await callAs(t, DEMO.general, call, body, { query: query ?? {} });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect(await auditCount(t.database.db)).toBe(audits);
  });
});

describe('reading and clearing', () => {
  it('marks one read, clears one, then Clear All clears the rest of the network\'s and nothing of another user', async () => {
    const mine = await storedNotificationsOf(t.database.db, DEMO.finance);
    const hrBefore = (await storedNotificationsOf(t.database.db, DEMO.hr)).length;
    const read = await callAs(t, DEMO.finance, markAsRead, undefined, { query: { notificationReceiptId: mine[0]!.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ notificationReceiptId: mine[0]!.id, wasRead: true });

    const cleared = await callAs(t, DEMO.finance, clearSingle, undefined, { query: { notificationReceiptId: mine[1]!.id } });
    expect(cleared.json()).toEqual({ cleared: 1 });
    const again = await callAs(t, DEMO.finance, clearSingle, undefined, { query: { notificationReceiptId: mine[1]!.id } });
    expect(again.statusCode).toBe(404);

    const all = await callAs(t, DEMO.finance, clearAll, undefined, { query: { recipientEmail: DEMO.finance } });
    expect(all.json()).toEqual({ cleared: mine.length - 1 });
    expect(await storedNotificationsOf(t.database.db, DEMO.finance)).toEqual([]);
    expect((await callAs(t, DEMO.finance, getNotifications)).json()).toEqual([]);
    expect((await storedNotificationsOf(t.database.db, DEMO.hr)).length).toBe(hrBefore);
  });
});

describe('preferences', () => {
  it('lists every kind, in the portal by default, and a kind sent elsewhere leaves the bell', async () => {
    const start = await callAs(t, DEMO.localAdmin, getNotificationPreferences);
    expect(start.json().preferences).toEqual([
      { kind: 'ReadyForReview', channel: 'portal' },
      { kind: 'JobApproverDesignated', channel: 'portal' },
      { kind: 'JobApproved', channel: 'portal' },
      { kind: 'JobDeclined', channel: 'portal' },
      { kind: 'CandidateOffered', channel: 'portal' },
      { kind: 'CandidateDeclined', channel: 'portal' },
      { kind: 'DecisionReminder', channel: 'portal' },
      { kind: 'DecisionEscalated', channel: 'portal' },
      { kind: 'CoverageMissing', channel: 'portal' },
      { kind: 'InterviewConfirmed', channel: 'portal' },
      { kind: 'InterviewChanged', channel: 'portal' },
      { kind: 'InterviewReminder', channel: 'portal' },
    ]);
    await insertNotification(t.database.db, DEMO.localAdmin, networks.northwind, 'A job was approved', 'JobApproved');
    const listed = async () => (NotificationItem.array().parse((await callAs(t, DEMO.localAdmin, getNotifications)).json())).map((i) => i.notificationSubType);
    expect(await listed()).toContain('JobApproved');

    const saved = await callAs(t, DEMO.localAdmin, updateNotificationPreferences, { preferences: [{ kind: 'JobApproved', channel: 'digest' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toContainEqual({ kind: 'JobApproved', channel: 'digest' });
    expect(await listed()).not.toContain('JobApproved');
    expect(await listed()).toContain('ReadyForReview');
  });
});
