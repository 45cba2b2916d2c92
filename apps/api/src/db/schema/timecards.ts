import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIMECARD_STATUSES, SHIFT_TYPES } from '@portal/domain/timecards/timecard-rules';
import { apiKeys } from './integration';
import { dealTotalsGroup, deals } from './deals';
import { hospitals, networkIdColumn, units } from './tenancy';
import { users } from './users';

/** A shift of the provider's schedule, as stored in a week's `schedule`: minutes from the start of its date. */
export interface StoredShift {
  date: string;
  startMinute: number;
  endMinute: number;
}

/**
 * A traveller's week on one assignment (issue 36), sent by the provider and approved by the hospital
 * (docs/decisions/0141-timecards-from-the-provider.md). The totals and the exception count are kept
 * beside the lines so the list reads one row per week; every write recomputes them.
 */
export const timecards = pgTable(
  'timecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    /** The provider's id of the week. */
    externalId: text('external_id').notNull(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    weekStart: date('week_start').notNull(),
    status: text('status', { enum: TIMECARD_STATUSES }).notNull(),
    schedule: jsonb('schedule').$type<StoredShift[]>().notNull(),
    scheduledMinutes: integer('scheduled_minutes').notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    /** Paid minutes of overtime shifts and past the schedule (`weekOvertimeMinutes`), for the hours and overtime report. */
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    exceptions: smallint('exceptions').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Two business days after submission (docs/decisions/0143-timecard-due-time.md). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    /** The name the page shows: kept, so an internal user (whom a tenant cannot read) is named too. */
    decidedByName: text('decided_by_name'),
    rejectReason: text('reject_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('timecards_external_id_key').on(t.networkId, t.externalId),
    // One week per assignment: a second week of the same days would bill them twice.
    uniqueIndex('timecards_deal_week_key').on(t.dealId, t.weekStart),
    // The list by due time, its default order, and by week.
    index('timecards_network_due_idx').on(t.networkId, t.dueAt, t.id),
    index('timecards_network_week_idx').on(t.networkId, t.weekStart, t.id),
    // What still waits for approval (My decisions' and the list's first screen).
    index('timecards_pending_idx').on(t.networkId, t.dueAt, t.id, t.hospitalId).where(sql`${t.status} in ('Submitted', 'Adjusted')`),
    // The same by week (docs/decisions/0152-timecard-list-walks-its-index.md): the waiting weeks are the newest,
    // so walking the whole week index for them passes nearly every week first.
    index('timecards_pending_week_idx').on(t.networkId, t.weekStart, t.id).where(sql`${t.status} in ('Submitted', 'Adjusted')`),
  ],
);

/** One shift of a week: minutes from the start of its date (an end past midnight is above 1,440). */
export const timecardLines = pgTable(
  'timecard_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    timecardId: uuid('timecard_id')
      .notNull()
      .references(() => timecards.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    workDate: date('work_date').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    breakMinutes: smallint('break_minutes').notNull(),
    shiftType: text('shift_type', { enum: SHIFT_TYPES }).notNull(),
    note: text('note'),
    noShow: boolean('no_show').notNull().default(false),
    /** The provider's figures before the approver's adjustment; null while unadjusted. */
    original: jsonb('original').$type<{ startMinute: number; endMinute: number; breakMinutes: number; noShow: boolean }>(),
    adjustReason: text('adjust_reason'),
    adjustedBy: uuid('adjusted_by').references(() => users.id),
    adjustedByName: text('adjusted_by_name'),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
  },
  (t) => [index('timecard_lines_timecard_idx').on(t.timecardId, t.position)],
);

/**
 * The network's weeks counted by hospital, unit, status and whether they have exceptions, kept by
 * statement triggers on `timecards` (migration 0036, docs/decisions/0152-timecard-list-walks-its-index.md):
 * the Timecards list's count reads these few hundred rows instead of every matching week. Its columns
 * carry the names the list's conditions read on `timecards t` (`exceptions` is 0 or 1 here), so the
 * same conditions select its groups.
 */
export const timecardStatusTotals = pgTable(
  'timecard_status_totals',
  {
    networkId: networkIdColumn(),
    hospitalId: uuid('hospital_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    status: text('status', { enum: TIMECARD_STATUSES }).notNull(),
    /** 1 for the weeks with at least one exception, 0 for the others. */
    exceptions: smallint('exceptions').notNull(),
    /** Weeks of the group; a group whose weeks all moved on keeps a row of 0. */
    weeks: integer('weeks').notNull(),
  },
  (t) => [primaryKey({ name: 'timecard_status_totals_pkey', columns: [t.networkId, t.hospitalId, t.unitId, t.status, t.exceptions] })],
);

/**
 * The sums of approved and adjusted weeks that insights' hours and overtime report reads, per week,
 * hospital, unit and the assignment's title, kept by migration 0034's triggers on `timecards`
 * (docs/decisions/0145-hours-and-overtime-report.md): a large network approves a million weeks a year.
 */
export const timecardWeekTotals = pgTable(
  'timecard_week_totals',
  {
    ...dealTotalsGroup(),
    weekStart: date('week_start').notNull(),
    /** Weeks counted: one per assignment and week, so in one week the clinicians who worked. A group left empty keeps a row of zeros, which the report skips. */
    weeks: integer('weeks').notNull(),
    workedMinutes: bigint('worked_minutes', { mode: 'number' }).notNull(),
    scheduledMinutes: bigint('scheduled_minutes', { mode: 'number' }).notNull(),
    overtimeMinutes: bigint('overtime_minutes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'timecard_week_totals_pkey', columns: [t.networkId, t.weekStart, t.hospitalId, t.unitId, t.title] })],
);
