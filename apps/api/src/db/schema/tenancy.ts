import { sql } from 'drizzle-orm';
import { DEFAULT_CANDIDATE_REVIEW_HOURS, DEFAULT_EXTENSION_REPLY_DAYS, DEFAULT_JOB_APPROVAL_HOURS } from '@portal/domain/limits';
import { boolean, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { featureFlags } from './reference';

export const networks = pgTable('networks', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  isSso: boolean('is_sso').notNull().default(false),
  /** The review clock: hours a Ready for Review candidate may wait before it is overdue. */
  candidateReviewHours: smallint('candidate_review_hours').notNull().default(DEFAULT_CANDIDATE_REVIEW_HOURS),
  /** Hours a job waiting for its approver may wait before it is overdue in My decisions. */
  jobApprovalHours: smallint('job_approval_hours').notNull().default(DEFAULT_JOB_APPROVAL_HOURS),
  /** Days before an assignment ends by which its extension offer is due in My decisions. */
  extensionReplyDays: smallint('extension_reply_days').notNull().default(DEFAULT_EXTENSION_REPLY_DAYS),
});

const networkId = () =>
  uuid('network_id')
    .notNull()
    .references(() => networks.id);

export const networkFeatureFlags = pgTable(
  'network_feature_flags',
  {
    networkId: networkId(),
    key: text('key')
      .notNull()
      .references(() => featureFlags.key),
    on: boolean('on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.key] })],
);

export const regions = pgTable('regions', {
  id: uuid('id').primaryKey().defaultRandom(),
  networkId: networkId(),
  name: text('name').notNull(),
});

export const hospitals = pgTable(
  'hospitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkId(),
    regionId: uuid('region_id').references(() => regions.id),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    approvalStages: smallint('approval_stages').notNull().default(1),
    /** The IANA zone interview times are proposed and shown in (docs/decisions/0138-interview-times-in-the-hospitals-zone.md). */
    timeZone: text('time_zone').notNull().default('America/New_York'),
  },
  (t) => [index('hospitals_network_idx').on(t.networkId, t.name)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkId(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    name: text('name').notNull(),
    unitType: text('unit_type').notNull(),
  },
  (t) => [index('units_hospital_idx').on(t.hospitalId)],
);

export const unitManagers = pgTable(
  'unit_managers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkId(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    name: text('name').notNull(),
  },
  // One manager per name and hospital whatever the case, so two people adding the same new name at
  // once cannot list them twice.
  (t) => [
    index('unit_managers_hospital_idx').on(t.hospitalId, t.name),
    uniqueIndex('unit_managers_hospital_name_key').on(t.hospitalId, sql`lower(${t.name})`),
  ],
);

export { networkId as networkIdColumn };
