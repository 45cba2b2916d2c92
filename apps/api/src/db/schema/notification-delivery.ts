import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNEL_IDS } from '@portal/domain/notifications/notification-kinds';
import { users } from './users';

/**
 * A user's choice per notification kind (portal, daily digest, off); a kind without a row is shown
 * in the portal. Not tenant data (a user's own setting, whatever network they act in): no
 * `network_id`, no grant to `portal_app`; the insert trigger on `notifications` reads it as its owner.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNEL_IDS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One row per user and UTC day a digest was written: the primary key is the claim that keeps two API
 * instances from both sending it, and `created_at` is where the next digest starts reading.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
