import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './documents';
import { users } from './users';

/**
 * Links that the built-in provider e-mails and that work once (lib/one-time-links.ts). Only a SHA-256
 * of the token is kept, so a copy of the database gives no usable link. A voided link is one whose
 * expiry was brought forward. Not tenant data: reached only by the owner role (the built-in provider's
 * pages and the user's own calls), never by `portal_app`, so it has no `network_id` (every table with
 * one is under row-level security); the network is the user's.
 */
const oneTimeLinks = <Name extends string>(name: Name) =>
  pgTable(
    name,
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
    (t) => [uniqueIndex(`${name}_token_hash_key`).on(t.tokenHash), index(`${name}_user_idx`).on(t.userId, t.createdAt)],
  );

/** Invitations to create a password on the built-in provider; they last days. */
export const invitations = oneTimeLinks('invitations');

/**
 * The outbox of e-mails: written in the transaction that decides to send, delivered by the relay
 * (mail/outbox-relay.ts) that sets `sent_at`, so no e-mail is lost or sent for a rolled-back change.
 * A failed attempt pushes `next_attempt_at` back; after the last one the relay sets `abandoned_at`.
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (t) => [index('outbound_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.abandonedAt} is null`)],
);

/** Files sent with an outbox e-mail (a scheduled report's XLSX or PDF); the relay reads them when it sends. */
export const outboundEmailAttachments = pgTable(
  'outbound_email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => outboundEmails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbound_email_attachments_email_idx').on(t.emailId)],
);

/** Password reset links of the built-in provider, kept like invitations but with a short life. */
export const passwordResets = oneTimeLinks('password_resets');
