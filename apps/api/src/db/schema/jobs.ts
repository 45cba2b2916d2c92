import { date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { closeJobReasons, jobReasons, shiftLengths, shifts, titles } from './reference';
import { hospitals, networkIdColumn, units } from './tenancy';
import { users } from './users';

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    /** The provider's job number, shown as Job # (`CPT` plus 8 characters). */
    externalId: text('external_id').notNull(),
    requisitionId: text('requisition_id'),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    titleId: smallint('title_id')
      .notNull()
      .references(() => titles.id),
    shiftId: smallint('shift_id')
      .notNull()
      .references(() => shifts.id),
    shiftLengthId: smallint('shift_length_id')
      .notNull()
      .references(() => shiftLengths.id),
    reasonId: smallint('reason_id')
      .notNull()
      .references(() => jobReasons.id),
    jobType: text('job_type').notNull().default('Travel'),
    /** Job status number of SPEC.md §4. */
    status: smallint('status').notNull(),
    postingStatus: text('posting_status').notNull(),
    availablePositions: integer('available_positions').notNull(),
    openPositions: integer('open_positions').notNull(),
    durationWeeks: smallint('duration_weeks').notNull(),
    startDate: date('start_date').notNull(),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }),
    localBillRate: numeric('local_bill_rate', { precision: 10, scale: 2 }),
    notes: text('notes'),
    closeReasonId: smallint('close_reason_id').references(() => closeJobReasons.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedBy: uuid('modified_by').references(() => users.id),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('job_postings_external_id_key').on(t.networkId, t.externalId),
    index('job_postings_network_status_idx').on(t.networkId, t.postingStatus, t.createdAt),
    // A unit's default followers (docs/decisions/0130): its jobs' creators, read per unit and per user.
    index('job_postings_unit_creator_idx').on(t.unitId, t.createdBy),
    index('job_postings_creator_idx').on(t.createdBy),
  ],
);

export const jobApprovers = pgTable(
  'job_approvers',
  {
    networkId: networkIdColumn(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_approvers_user_idx').on(t.userId)],
);
