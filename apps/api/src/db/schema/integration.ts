import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { networkIdColumn } from './tenancy';
import { users } from './users';

/**
 * An API key of one provider system, scoped to one network: only the SHA-256 of the key is kept
 * (the key itself is shown once, on creation). Revoking sets `revoked_at`; the row stays for the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_network_idx').on(t.networkId, t.createdAt)],
);

/**
 * The first answer of each integration call per provider external id: a replay answers it again
 * and writes nothing (the unique index decides between two replays racing).
 */
export const integrationRequests = pgTable(
  'integration_requests',
  {
    networkId: networkIdColumn(),
    callName: text('call_name').notNull(),
    externalId: text('external_id').notNull(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_requests_key').on(t.networkId, t.callName, t.externalId)],
);

/**
 * The events feed the provider's systems poll (GET /api/v2/integration/events), written in the
 * transaction of the change it tells of. `tx_id` is that transaction's id: the feed lists an event
 * only once every transaction that could still commit a smaller `id` has ended, so a poller that
 * keeps the last id it saw never skips an event committed late.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    networkId: networkIdColumn(),
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').notNull(),
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integration_events_network_idx').on(t.networkId, t.id)],
);
