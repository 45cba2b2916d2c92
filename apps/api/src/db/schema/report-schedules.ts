import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SCHEDULE_FORMATS } from '@portal/domain/api/report-schedules';
import { SCHEDULE_FREQUENCIES } from '@portal/domain/insights/report-schedule-times';
import { networkIdColumn } from './tenancy';
import { users } from './users';

/**
 * A report e-mailed on a schedule (issue 16, item 5). `next_run_at` is the claim: the runner moves it
 * past now in the transaction that takes the row, so of several API instances only one runs each
 * occurrence. `report_id` is a plain string so saved custom reports can be scheduled like catalogue ones.
 * Cancelling sets `cancelled_at`; the row stays for the audit.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    reportId: text('report_id').notNull(),
    filters: jsonb('filters').notNull(),
    frequency: text('frequency', { enum: SCHEDULE_FREQUENCIES }).notNull(),
    weekday: smallint('weekday'),
    monthDay: smallint('month_day'),
    hour: smallint('hour').notNull(),
    format: text('format', { enum: SCHEDULE_FORMATS }).notNull(),
    recipientIds: uuid('recipient_ids').array().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastOutcome: text('last_outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`${t.cancelledAt} is null`),
    index('report_schedules_owner_idx').on(t.networkId, t.ownerId),
  ],
);
