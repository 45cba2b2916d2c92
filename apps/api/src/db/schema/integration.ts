import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
