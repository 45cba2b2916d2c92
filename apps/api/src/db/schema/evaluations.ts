import { sql } from 'drizzle-orm';
import { DO_NOT_RETURN_REASONS, DO_NOT_RETURN_SCOPES, DO_NOT_RETURN_STATUSES, REHIRE_ANSWERS } from '@portal/domain/evaluations/evaluation-rules';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinicians, deals } from './deals';
import { hospitals, networkIdColumn, units } from './tenancy';
import { users } from './users';

/**
 * The end-of-assignment evaluation of a clinician (issue 34): one per assignment, with the admins'
 * confirmation of a 'Do not return' answer on the same row, since an answer has at most one
 * (docs/decisions/0133-clinician-evaluation.md, 0134-do-not-return-confirmation.md). The clinician,
 * hospital and unit are copied from the deal so a later submission of the clinician finds its
 * badge and scope from this table alone.
 */
export const clinicianEvaluations = pgTable(
  'clinician_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** Names as the pages show them, kept with the row: a tenant cannot read internal users (MSP Admin). */
    authorName: text('author_name').notNull(),
    /**
     * The assignment's title, set from the deal by migration 0034's insert trigger (whoever writes the
     * row), so the evaluations report groups by title without reading the deals
     * (docs/decisions/0146-clinician-evaluations-report.md).
     */
    title: text('title'),
    clinicalSkills: smallint('clinical_skills').notNull(),
    reliability: smallint('reliability').notNull(),
    teamwork: smallint('teamwork').notNull(),
    comment: text('comment'),
    rehire: text('rehire', { enum: REHIRE_ANSWERS }).notNull(),
    doNotReturnReason: text('do_not_return_reason', { enum: DO_NOT_RETURN_REASONS }),
    doNotReturnDetails: text('do_not_return_details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null unless the answer is 'Do not return'. */
    doNotReturnStatus: text('do_not_return_status', { enum: DO_NOT_RETURN_STATUSES }),
    doNotReturnScope: text('do_not_return_scope', { enum: DO_NOT_RETURN_SCOPES }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedByName: text('confirmed_by_name'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id),
    liftedByName: text('lifted_by_name'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('clinician_evaluations_deal_key').on(t.dealId),
    // A submitted clinician's badge: their latest evaluation in the network.
    index('clinician_evaluations_clinician_idx').on(t.networkId, t.clinicianId, t.createdAt),
    // The clinician evaluations report, by the time evaluations were written.
    index('clinician_evaluations_network_created_idx').on(t.networkId, t.createdAt),
    // The offer check: the clinician's do-not-returns in force.
    index('clinician_evaluations_in_force_idx')
      .on(t.networkId, t.clinicianId)
      .where(sql`${t.doNotReturnStatus} = 'Confirmed'`),
  ],
);
