import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { networkIdColumn } from './tenancy';
import { users } from './users';

/** Custom reports saved from the builder (issue 16 item 3): a shape of declared dataset fields, never SQL. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** A CustomReportShape, checked against the declared datasets on every save and every run. */
    shape: jsonb('shape').notNull(),
    shared: boolean('shared').notNull().default(false),
    /** The builder's ReportFilters, the viewer's starting filters; checked on every save. */
    filters: jsonb('filters').notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_reports_owner_idx').on(t.networkId, t.ownerId), index('saved_reports_shared_idx').on(t.networkId).where(sql`${t.shared}`)],
);

/**
 * A user's insights dashboard in one network (issue 16 item 4): the pinned report ids in card order.
 * No row: the default set; an empty list: the user unpinned everything.
 */
export const insightDashboards = pgTable(
  'insight_dashboards',
  {
    networkId: networkIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reportIds: text('report_ids').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.networkId] })],
);
