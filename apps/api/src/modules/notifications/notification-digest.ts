import { and, asc, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { IMMEDIATE_EMAIL_KINDS } from '@portal/domain/notifications/notification-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboundEmails } from '../../db/schema/invitations';
import { notificationDigests, notificationPreferences } from '../../db/schema/notification-delivery';
import { notificationEvents as events } from '../../db/schema/notification-events';
import { users } from '../../db/schema/users';

export const DIGEST_SUBJECT = 'Your client portal notifications';
/** How often an instance looks for digests due; a day's digest goes out within this much of the hour. */
const DIGEST_CHECK_MS = 10 * 60_000;
/** A first digest covers the day before it, not a user's whole history. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3_600_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const digestBody = (firstName: string, texts: readonly string[]) =>
  [`Hello ${firstName},`, '', 'Here are your notifications since the last digest:', '', ...texts.map((text) => `- ${text}`), '', 'Sign in to the portal to act on them.'].join('\n');

/**
 * Writes one user's digest for `day` in one transaction. The digest row's primary key is the claim:
 * of several instances running this at once, one inserts it and the others find it taken and skip,
 * so each user gets at most one digest a day. A day with nothing new writes the claim but no e-mail.
 */
const writeDigest = (db: Database, userId: string, day: string, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ createdAt: notificationDigests.createdAt })
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, userId))
      .orderBy(desc(notificationDigests.createdAt))
      .limit(1);
    const claimed = await tx.insert(notificationDigests).values({ userId, day, createdAt: now }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    const since = previous?.createdAt ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
    const digestKinds = tx
      .select({ kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.channel, 'digest')));
    // The events routed to the user (docs/decisions/0129) that they did not clear one by one: Clear
    // All's watermark is the bell's, and these kinds were never in the bell.
    const due = await tx
      .select({ text: events.text })
      .from(events)
      .where(
        and(
          sql`${events.recipientIds} @> array[${userId}::uuid]`,
          inArray(events.subType, digestKinds),
          // These kinds' e-mail went out when they were written.
          notInArray(events.subType, [...IMMEDIATE_EMAIL_KINDS]),
          gt(events.createdAt, since),
          lt(events.createdAt, now),
          sql`not exists (select 1 from notification_marks m where m.event_id = ${events.id} and m.user_id = ${userId} and m.cleared_at is not null)`,
        ),
      )
      .orderBy(asc(events.createdAt));
    if (due.length === 0) return false;
    const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    await tx.insert(outboundEmails).values({ toAddress: user.email, subject: DIGEST_SUBJECT, body: digestBody(user.firstName, due.map((d) => d.text)) });
    return true;
  });

/**
 * Writes today's digest of every active user who chose one for some kind, once the day's digest
 * hour has come. Returns how many e-mails it queued.
 */
export const writeDueDigests = async (db: Database, digestHourUtc: number, now = new Date()): Promise<number> => {
  if (now.getUTCHours() < digestHourUtc) return 0;
  const day = utcDay(now);
  const pending = await db
    .selectDistinct({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.channel, 'digest'),
        eq(users.isActive, true),
        sql`not exists (select 1 from ${notificationDigests} d where d.user_id = ${notificationPreferences.userId} and d.day = ${day})`,
      ),
    );
  let queued = 0;
  for (const { userId } of pending) if (await writeDigest(db, userId, day, now)) queued += 1;
  return queued;
};

/** Checks for due digests at start and every few minutes; the outbox relay sends what they queue. */
export const startDigestSchedule = (db: Database, digestHourUtc: number, log: FastifyBaseLogger, onQueued: () => void) => {
  const run = () =>
    writeDueDigests(db, digestHourUtc).then(
      (queued) => {
        if (queued > 0) onQueued();
      },
      (error: unknown) => log.error({ err: error }, 'notification digests not written'),
    );
  void run();
  const timer = setInterval(() => void run(), DIGEST_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
