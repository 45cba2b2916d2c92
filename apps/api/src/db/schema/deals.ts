import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { declineReasons } from './reference';
import { jobPostings } from './jobs';
import { hospitals, networkIdColumn, unitManagers, units } from './tenancy';
import { users } from './users';

/** A travelling clinician as this network knows them. */
export const clinicians = pgTable(
  'clinicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth'),
    yearsOfExperience: smallint('years_of_experience'),
    primarySkill: text('primary_skill'),
    certifications: text('certifications').array().notNull().default([]),
    activeLicenses: text('active_licenses').array().notNull().default([]),
    /** 717660000 newer system, 717660001 older system (SPEC.md §4). */
    onboardingSystemId: integer('onboarding_system_id').notNull(),
    /** The provider's id of the clinician, when the integration API created or updated them. */
    externalId: text('external_id'),
  },
  (t) => [
    index('clinicians_network_idx').on(t.networkId),
    // Byte-ordered, so the name search's case-insensitive prefix test can range-scan them under row-level security.
    index('clinicians_first_name_idx').on(t.networkId, t.firstName.op('text_pattern_ops')),
    index('clinicians_last_name_idx').on(t.networkId, t.lastName.op('text_pattern_ops')),
    // In the database's collation, so a list sorted by name is an index walk.
    index('clinicians_first_last_name_idx').on(t.networkId, t.firstName, t.lastName),
    index('clinicians_last_first_name_idx').on(t.networkId, t.lastName, t.firstName),
    // The names beside the id, so a list of thousands of candidates sorted by name reads them without visiting the table.
    index('clinicians_id_names_idx').on(t.id, t.lastName, t.firstName),
    uniqueIndex('clinicians_external_id_key').on(t.networkId, t.externalId),
  ],
);

/**
 * A deal: one clinician submitted to one job. It starts as a candidate (Ready for Review, Offered,
 * Declined...) and, once accepted, is an assignment (Assigned, On Assignment, Completed Assignment...).
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id),
    jobId: uuid('job_id').references(() => jobPostings.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    stage: text('stage', { enum: ['candidate', 'assignment'] }).notNull(),
    status: text('status').notNull(),
    overrideStatus: text('override_status'),
    /** Traveler status number of SPEC.md §4. */
    travelerStatus: smallint('traveler_status'),
    title: text('title').notNull(),
    shift: text('shift').notNull(),
    guaranteedHours: smallint('guaranteed_hours'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    retentionType: text('retention_type'),
    unitManagerId: uuid('unit_manager_id').references(() => unitManagers.id),
    notes: text('notes'),
    referenceId: text('reference_id'),
    billRate: numeric('bill_rate', { precision: 10, scale: 2 }),
    requestedTimeOff: text('requested_time_off'),
    legacyFileCount: integer('legacy_file_count').notNull().default(0),
    declineReasonId: smallint('decline_reason_id').references(() => declineReasons.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate was offered or declined (insights' review time and time to fill); null while undecided. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where the offer was extended: a mobile-made offer reads 'Candidate approved, processing offer' (SPEC.md §4); null unless offered. */
    offerChannel: text('offer_channel', { enum: ['mobile', 'web'] }),
    /**
     * When the review reminder of an overdue candidate was written: set once, by the one sweep whose
     * UPDATE ... WHERE review_reminded_at IS NULL claims the row, however many API instances sweep.
     */
    reviewRemindedAt: timestamp('review_reminded_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // A list page in date order is an index walk; the id ends the order so equal dates page stably.
    index('deals_network_stage_status_idx').on(t.networkId, t.stage, t.status, t.startDate, t.id),
    index('deals_network_stage_status_end_idx').on(t.networkId, t.stage, t.status, t.endDate, t.id),
    // Starts / Stops windows of any status.
    index('deals_network_start_idx').on(t.networkId, t.stage, t.startDate),
    index('deals_network_end_idx').on(t.networkId, t.stage, t.endDate),
    // The candidate list by review-by time (submission plus the network's hours: the submission order).
    index('deals_network_stage_status_submitted_idx').on(t.networkId, t.stage, t.status, t.submittedAt, t.id),
    // The same over both statuses the review clock concerns, running (Ready for Review) or stopped by an interview
    // (Interview Requested): no one index range of the index above is in submission order across two statuses.
    index('deals_waiting_review_idx')
      .on(t.networkId, t.submittedAt, t.id)
      .where(sql`${t.stage} = 'candidate' and ${t.status} in ('Ready for Review', 'Interview Requested')`),
    // What the candidate drawer counts and a name order joins, so both read a network's thousands of candidates from the index alone.
    index('deals_candidate_facets_idx')
      .on(t.networkId, t.status, t.hospitalId, t.unitId, t.jobId, t.title, t.shift, t.clinicianId, t.id)
      .where(sql`${t.stage} = 'candidate'`),
    // The review sweep's overdue candidates not yet reminded: a small, shrinking part of the deals.
    index('deals_review_reminder_idx')
      .on(t.submittedAt)
      .where(sql`${t.stage} = 'candidate' and ${t.status} in ('Ready for Review', 'Pending Review') and ${t.reviewRemindedAt} is null`),
    // Insights' assignments by start and by end date (headcount, starts and stops, extension rate):
    // index-only ranges over the columns those reports read (the id: the extension rate looks up
    // each assignment's extension requests), instead of a heap visit per assignment.
    index('deals_assignment_start_insights_idx')
      .on(t.networkId, t.startDate, t.endDate, t.status, t.hospitalId, t.unitId, t.title, t.id)
      .where(sql`${t.stage} = 'assignment'`),
    index('deals_assignment_end_insights_idx')
      .on(t.networkId, t.endDate, t.startDate, t.status, t.hospitalId, t.unitId, t.title, t.id)
      .where(sql`${t.stage} = 'assignment'`),
    // Time to fill: a job's first offer is one probe of this index (the report's own condition of an offer).
    index('deals_job_first_offer_idx')
      .on(t.jobId, t.decidedAt, t.networkId)
      .where(sql`(${t.stage} = 'assignment' or ${t.status} in ('Offered', 'Approved'))`),
    // My decisions: the Ready for Review candidates of a network in submission (due) order, narrow
    // enough that counting a network's tens of thousands of them is a short index-only scan.
    index('deals_ready_for_review_idx')
      .on(t.networkId, t.submittedAt, t.id, t.hospitalId)
      .where(sql`${t.stage} = 'candidate' and ${t.status} = 'Ready for Review'`),
    // My decisions' evaluations: a network's worked assignments by end date, with what the window's
    // count and page read of each (its hospital and unit manager), so counting thousands of them in
    // the window is an index-only range (docs/decisions/0166-evaluation-queue-count.md).
    index('deals_evaluation_window_idx')
      .on(t.networkId, t.endDate, t.id, t.hospitalId, t.unitManagerId)
      .where(sql`${t.stage} = 'assignment' and ${t.status} in ('On Assignment', 'Extension Offered', 'Completed Assignment', 'Assignment Terminated')`),
    index('deals_clinician_idx').on(t.clinicianId),
    index('deals_job_idx').on(t.jobId),
  ],
);

export const extensionRequests = pgTable(
  'extension_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    assignedName: text('assigned_name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    durationWeeks: smallint('duration_weeks').notNull(),
    reasonRequest: text('reason_request').notNull(),
    shiftLength: text('shift_length'),
    notes: text('notes'),
    status: text('status').notNull().default('Requested'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('extension_requests_deal_idx').on(t.dealId)],
);

/** The group of deals a row of insights' totals sums: network, hospital, unit and title. */
export const dealTotalsGroup = () => ({
  networkId: networkIdColumn(),
  hospitalId: uuid('hospital_id')
    .notNull()
    .references(() => hospitals.id),
  /** The deal's unit by id, so renaming a unit moves nothing: the report joins units for the name. */
  unitId: uuid('unit_id')
    .notNull()
    .references(() => units.id),
  title: text('title').notNull(),
});

/** The sums of decided deals that insights' candidate decisions report reads, per group. */
const decisionTotals = () => ({
  ...dealTotalsGroup(),
  /** Deals decided; a group whose deals all went elsewhere keeps a row with 0, which the report skips. */
  decided: integer('decided').notNull(),
  /** Sum of decided_at - submitted_at in seconds (exact: numeric), for the average review time. */
  reviewSeconds: numeric('review_seconds', { mode: 'string' }).notNull(),
  /** Deals offered: every assignment and Offered or Approved candidates. */
  offers: integer('offers').notNull(),
  /** Deals accepted: assignments. */
  accepted: integer('accepted').notNull(),
});

/**
 * Decided deals summed by the UTC month (and, below, day) of their decision, hospital, unit and
 * title, kept by statement triggers on `deals` (migration 0020): insights' candidate decisions
 * report reads whole months from the months and a partial month's days from the days, never the
 * deals one by one.
 */
export const dealDecisionMonthTotals = pgTable(
  'deal_decision_month_totals',
  { ...decisionTotals(), /** The month's first day. */ month: date('month').notNull() },
  (t) => [primaryKey({ name: 'deal_decision_month_totals_pkey', columns: [t.networkId, t.month, t.hospitalId, t.unitId, t.title] })],
);

export const dealDecisionDayTotals = pgTable(
  'deal_decision_day_totals',
  { ...decisionTotals(), /** The UTC day of decided_at. */ day: date('day').notNull() },
  (t) => [primaryKey({ name: 'deal_decision_day_totals_pkey', columns: [t.networkId, t.day, t.hospitalId, t.unitId, t.title] })],
);

/**
 * Worked assignments (insights' WORKED: not cancelled, not an accepted offer that never started)
 * counted by their start day and by their end day, hospital, unit and title, kept by statement
 * triggers on `deals` (migration 0022): insights' starts and stops dataset reads these days instead
 * of the deals one by one. A network has a few hundred such groups, so a day holds at most that many
 * rows whatever its headcount; weeks and months are summed from the days.
 */
export const dealStartStopDayTotals = pgTable(
  'deal_start_stop_day_totals',
  {
    ...dealTotalsGroup(),
    day: date('day').notNull(),
    /** Assignments starting that day; a group whose deals all went elsewhere keeps a row of zeros, which the report skips. */
    starts: integer('starts').notNull(),
    /** Assignments ending that day. */
    stops: integer('stops').notNull(),
  },
  (t) => [primaryKey({ name: 'deal_start_stop_day_totals_pkey', columns: [t.networkId, t.day, t.hospitalId, t.unitId, t.title] })],
);
