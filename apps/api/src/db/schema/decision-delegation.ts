import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { networkIdColumn } from './tenancy';
import { users } from './users';

/**
 * A user's out-of-office delegation of My decisions to a colleague, from one day to another
 * (inclusive, UTC dates). One per delegator: setting it again replaces it, ending it deletes it (the
 * audit log keeps both).
 */
export const decisionDelegations = pgTable(
  'decision_delegations',
  {
    networkId: networkIdColumn(),
    delegatorId: uuid('delegator_id')
      .primaryKey()
      .references(() => users.id),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('decision_delegations_delegate_idx').on(t.delegateId, t.endsOn)],
);

/**
 * One row per reminder or escalation sent about a waiting item (not per recipient: the item's one
 * notification event holds its audience, docs/decisions/0131): the unique key is the claim that
 * makes several API instances sweeping at once send each one once.
 */
export const decisionAlerts = pgTable(
  'decision_alerts',
  {
    networkId: networkIdColumn(),
    /** 'reminder' or 'escalation'. */
    stage: text('stage', { enum: ['reminder', 'escalation'] }).notNull(),
    kind: text('kind', { enum: ['job', 'candidate', 'extension', 'evaluation', 'timecard'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('decision_alerts_item_key').on(t.stage, t.kind, t.itemId)],
);
