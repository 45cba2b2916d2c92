import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KIND_IDS } from '@portal/domain/notifications/notification-kinds';
import { hospitals, networkIdColumn, units } from './tenancy';
import { users } from './users';

/**
 * One row per thing that happened, however many people it is routed to (docs/decisions/0129):
 * `recipient_ids` is its audience, fixed when it is written, and `audience` says how it was chosen.
 * A user's bell is the events whose audience holds them, minus their marks and their Clear All
 * watermark. Its id is the notificationReceiptId of SPEC.md §3 for every recipient.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    text: text('text').notNull(),
    subType: text('sub_type', { enum: NOTIFICATION_KIND_IDS }).notNull(),
    dealId: uuid('deal_id'),
    identifier: text('identifier'),
    /** What the event concerns, when it concerns a place: coverage routes by it. */
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    unitId: uuid('unit_id').references(() => units.id),
    /** How the recipients were chosen (NotificationAudience of lib/notification-events.ts). */
    audience: text('audience').notNull(),
    recipientIds: uuid('recipient_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Routed to me": the bell reads the audience through this GIN index (array containment).
    index('notification_events_recipients_idx').using('gin', t.recipientIds),
    // The retention sweep walks the oldest events first.
    index('notification_events_created_idx').on(t.createdAt),
  ],
);

/** A user's read and clear of one event: written only by those who act on it. */
export const notificationMarks = pgTable(
  'notification_marks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    networkId: networkIdColumn(),
    wasRead: boolean('was_read').notNull().default(false),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('notification_marks_event_idx').on(t.eventId)],
);

/** Clear All as one row: the bell shows only events written after `cleared_through`. */
export const notificationWatermarks = pgTable('notification_watermarks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  networkId: networkIdColumn(),
  clearedThrough: timestamp('cleared_through', { withTimezone: true }).notNull(),
});

/**
 * Who covers which unit (docs/decisions/0130). A row overrides the default (a user follows the
 * units of the jobs they created or approve): `covers` true follows the unit, false unfollows it.
 * `set_by` is who set it: the user themselves, or a Client or Local Admin.
 */
export const unitCoverage = pgTable(
  'unit_coverage',
  {
    networkId: networkIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    covers: boolean('covers').notNull(),
    setBy: uuid('set_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.userId] }), index('unit_coverage_user_idx').on(t.userId)],
);

/** A unit whose Client Admins were told nobody covers it: told once, until someone covers it again. */
export const uncoveredUnitAlerts = pgTable('uncovered_unit_alerts', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id),
  networkId: networkIdColumn(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
});
