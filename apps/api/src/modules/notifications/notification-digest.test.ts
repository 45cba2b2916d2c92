import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../db/schema/invitations';
import { notificationPreferences } from '../../db/schema/notification-delivery';
import { demoNetworkIds, userIdOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { DIGEST_SUBJECT, writeDueDigests } from './notification-digest';
import { insertNotification } from './notifications.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digestsTo = (email: string) => t.database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, email));

describe('the daily notification digest', () => {
  it('queues one e-mail per user and day with the kinds they chose for it, from the digest hour on, however many instances run it', async () => {
    const { northwind } = await demoNetworkIds(t.database.db);
    const userId = await userIdOf(t.database.db, DEMO.hr);
    await t.database.db.insert(notificationPreferences).values([
      { userId, kind: 'JobApproved', channel: 'digest' },
      { userId, kind: 'DecisionReminder', channel: 'digest' },
    ]);
    await insertNotification(t.database.db, DEMO.hr, northwind, 'Job CPT1 has been approved.', 'JobApproved');
    await insertNotification(t.database.db, DEMO.hr, northwind, 'Still in the bell, not in the digest.', 'ReadyForReview');
    // A reminder chosen by e-mail was e-mailed when it was written (the decision sweep), not again in the digest.
    await insertNotification(t.database.db, DEMO.hr, northwind, 'Due soon: already e-mailed.', 'DecisionReminder');

    // Before the hour nothing is written; then three concurrent runs (three instances) queue one e-mail.
    expect(await writeDueDigests(t.database.db, 23, new Date(Date.UTC(2026, 10, 24, 22, 59)))).toBe(0);
    const later = new Date(Date.now() + 60_000);
    const runs = await Promise.all([1, 2, 3].map(() => writeDueDigests(t.database.db, 0, later)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);

    const [mail, ...more] = await digestsTo(DEMO.hr);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(DIGEST_SUBJECT);
    expect(mail!.body).toContain('- Job CPT1 has been approved.');
    expect(mail!.body).not.toContain('Still in the bell');
    expect(mail!.body).not.toContain('already e-mailed');
  });
});
