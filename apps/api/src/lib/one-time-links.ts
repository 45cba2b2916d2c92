import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { invitations, passwordResets } from '../db/schema/invitations';
import type { Tx } from '../db/tenant';

/**
 * The links that the built-in provider e-mails and that work once (an invitation, a password reset):
 * tables of one shape, keeping only a hash of the token the link carries.
 */
export type OneTimeLinkTable = typeof invitations | typeof passwordResets;

/** The link carries the token; the database only its SHA-256, so a copy of it gives no usable link. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Unused and not yet expired; a voided link is one whose expiry was brought forward. */
const unexpired = (table: OneTimeLinkTable) => and(isNull(table.usedAt), gt(table.expiresAt, sql`now()`));

/**
 * Voids the user's unexpired links of `table` and creates one that lasts `lifetime` (an SQL interval),
 * so only the newest link sent works. Returns the token for the link, which is stored nowhere.
 */
export const issueOneTimeLink = async (tx: Tx | Database, table: OneTimeLinkTable, userId: string, lifetime: SQL) => {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(table)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(table.userId, userId), unexpired(table)));
  const [link] = await tx
    .insert(table)
    .values({ userId, tokenHash: hashLinkToken(token), expiresAt: sql`now() + ${lifetime}` })
    .returning({ id: table.id, expiresAt: table.expiresAt });
  if (!link) throw new Error(`No one-time link created for user ${userId}`);
  return { ...link, token };
};

/** The condition on `table` that `token` names a link still usable; the caller adds what the account must be. */
export const usableLink = (table: OneTimeLinkTable, token: string) => and(eq(table.tokenHash, hashLinkToken(token)), unexpired(table));

export const markLinkUsed = (tx: Tx | Database, table: OneTimeLinkTable, id: string) =>
  tx.update(table).set({ usedAt: sql`now()` }).where(eq(table.id, id));
