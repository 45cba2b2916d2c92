import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Invitations to create a password on the built-in provider. Only a SHA-256 of the token is kept, so
 * a copy of the database gives no usable link. A voided invitation is one whose expiry was brought
 * forward. Not tenant data: reached only by the owner role (the built-in provider's pages and the
 * user's own calls), never by `portal_app`, so it has no `network_id` (every table with one is under
 * row-level security); the network is the user's.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The outbox of e-mails: written in the transaction that decides to send, delivered by a separate
 * relay that sets `sent_at` (docs/operations.md), so no e-mail is lost or sent for a rolled-back change.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_emails_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
