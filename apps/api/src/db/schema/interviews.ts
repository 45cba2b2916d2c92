import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals';
import { hospitals, networkIdColumn } from './tenancy';
import { users } from './users';

/**
 * An interview of a candidate (issue 35), agreed between the hospital and the provider. The times
 * are instants; `time_zone` (the hospital's when requested) is the zone they are proposed and shown in.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['phone', 'video'] }).notNull(),
    contact: text('contact').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['Requested', 'Proposed', 'Confirmed', 'Held', 'Cancelled', 'Withdrawn'] }).notNull(),
    /** The times waiting for an answer (the hospital's while Requested, the provider's while Proposed). */
    slots: timestamp('slots', { withTimezone: true }).array().notNull(),
    confirmedStart: timestamp('confirmed_start', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's submission as the review clock had it when the interview was asked for (the
     * clock moves `deals.submitted_at` on once an interview ends): the start of the review-and-offer
     * report's time to interview (docs/decisions/0147-interview-times-in-review-report.md). Null for
     * an interview ended before migration 0034.
     */
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    /** When the interviewer was reminded an hour before: set once, by the sweep whose UPDATE claims the row. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The version doubles as the iCalendar SEQUENCE, so every invitation and cancellation supersedes the one before. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One open interview per candidate: a second request while one is open is refused by the database too.
    uniqueIndex('interviews_open_deal_key')
      .on(t.dealId)
      .where(sql`${t.status} in ('Requested', 'Proposed', 'Confirmed')`),
    index('interviews_deal_idx').on(t.dealId, t.createdAt),
    // Home's Interviews: a user's open interviews, as interviewer or as requester (docs/decisions/0151-timecard-and-interview-benchmarks.md).
    index('interviews_open_interviewer_idx').on(t.interviewerId).where(sql`${t.status} in ('Requested', 'Proposed', 'Confirmed')`),
    index('interviews_open_requester_idx').on(t.requestedBy).where(sql`${t.status} in ('Requested', 'Proposed', 'Confirmed')`),
    // The review-and-offer report's interviews, by the time they were asked for.
    index('interviews_network_created_idx').on(t.networkId, t.createdAt),
    // Upcoming interviews of one interviewer.
    index('interviews_interviewer_idx')
      .on(t.interviewerId, t.confirmedStart)
      .where(sql`${t.status} = 'Confirmed'`),
    // The sweep's confirmed interviews, by time: reminders an hour before, the outcome once over.
    index('interviews_confirmed_start_idx')
      .on(t.confirmedStart)
      .where(sql`${t.status} = 'Confirmed'`),
  ],
);
