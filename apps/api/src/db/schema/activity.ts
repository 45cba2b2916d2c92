import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { networkIdColumn, networks } from './tenancy';
import { users } from './users';

/** Who changed what, when, in which network: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    networkId: uuid('network_id').references(() => networks.id),
    actorId: uuid('actor_id').references(() => users.id),
    /** Who acted when no user did: the API key's name for an integration call. */
    actorDescription: text('actor_description'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // A candidate's first view by each user is recorded once: the details call inserts it ON CONFLICT DO NOTHING.
    uniqueIndex('audit_log_first_view_key')
      .on(t.entityId, t.actorId)
      .where(sql`${t.entity} = 'candidate' and ${t.action} = 'first_view'`),
  ],
);

/** Answers of creates sent with an Idempotency-Key, replayed on a repeat. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    networkId: networkIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    callName: text('call_name').notNull(),
    statusCode: text('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.userId, t.callName, t.key)],
);
