import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Database } from '../db/client';
import { outboundEmails, passwordResets } from '../db/schema/invitations';
import { oidcPayloads } from '../db/schema/sign-in';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import type { Tx } from '../db/tenant';
import { clearFailedSignIns } from './sign-in-lockout';

export const RESET_LINK_MINUTES = 60;
export const RESET_SUBJECT = 'Reset your Client Portal password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

const resetBody = (firstName: string, link: string) =>
  [
    `Hello ${firstName},`,
    '',
    'Someone asked to reset the password of your Client Portal account. Choose a new password here:',
    '',
    link,
    '',
    `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail; your password stays as it is.`,
  ].join('\n');

/**
 * Accounts that sign in with a password on this provider: active and verified (an unverified one
 * creates its password through its invitation), outside networks that sign in through their SSO.
 */
const canReset = and(
  eq(users.isActive, true),
  eq(users.isVerified, true),
  isNotNull(users.passwordHash),
  or(isNull(networks.isSso), eq(networks.isSso, false)),
);

/**
 * Queues a reset link for the account of `email`, if one may reset its password, voiding its earlier
 * unused links. Returns the link (for the development log), or undefined when nothing was sent; the
 * caller answers the same either way, so the page reveals nothing about which accounts exist.
 */
export const requestPasswordReset = (db: Database, email: string, publicUrl: string): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, networkId: users.networkId, email: users.email, firstName: users.firstName })
      .from(users)
      .leftJoin(networks, eq(networks.id, users.networkId))
      .where(and(sql`lower(${users.email}) = lower(${email})`, canReset))
      .for('update', { of: users });
    if (!account) return undefined;
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(passwordResets)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    const [reset] = await tx
      .insert(passwordResets)
      .values({
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES}::integer)`,
      })
      .returning({ id: passwordResets.id, expiresAt: passwordResets.expiresAt });
    if (!reset) throw new Error(`No password reset created for user ${account.id}`);
    const link = resetLink(publicUrl, token);
    await tx.insert(outboundEmails).values({ toAddress: account.email, subject: RESET_SUBJECT, body: resetBody(account.firstName, link) });
    await writeAudit(tx, {
      networkId: account.networkId,
      actorId: account.id,
      entity: 'user',
      entityId: account.id,
      action: 'password-reset-requested',
      after: { passwordResetId: reset.id, expiresAt: reset.expiresAt },
    });
    return link;
  });

const selectUsable = (db: Tx | Database, token: string) =>
  db
    .select({ id: passwordResets.id, userId: users.id, networkId: users.networkId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .leftJoin(networks, eq(networks.id, users.networkId))
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`), canReset));

export const findUsableReset = async (db: Database, token: string) => {
  const [reset] = await selectUsable(db, token).limit(1);
  return reset;
};

/**
 * Sets the new password and ends every session of the account: its provider sessions, grants,
 * codes and refresh tokens (rows of `oidc_payloads` naming the account), so whoever knew the old
 * password keeps no way back in. The rows are locked and the link re-checked after the wait, so
 * of two submissions of one link only the first succeeds. Returns false when the link is not usable.
 */
export const resetPassword = (db: Database, token: string, passwordHash: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [reset] = await selectUsable(tx, token).for('update', { of: [passwordResets, users] });
    if (!reset) return false;
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    const ended = await tx
      .delete(oidcPayloads)
      .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${reset.userId}`)
      .returning({ model: oidcPayloads.model });
    // A lock-out from guesses at the old password has no reason to outlast it.
    await clearFailedSignIns(tx, reset.email);
    await writeAudit(tx, {
      networkId: reset.networkId,
      actorId: reset.userId,
      entity: 'user',
      entityId: reset.userId,
      action: 'password-reset',
      after: { passwordResetId: reset.id, endedProviderRecords: ended.length },
    });
    return true;
  });
