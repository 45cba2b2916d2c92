import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Database } from '../db/client';
import { outboundEmails, passwordResets } from '../db/schema/invitations';
import { oidcPayloads } from '../db/schema/sign-in';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import type { Tx } from '../db/tenant';
import { issueOneTimeLink, markLinkUsed, usableLink } from '../lib/one-time-links';
import { clearFailedSignIns } from './sign-in-lockout';

export const RESET_LINK_MINUTES = 60;
export const RESET_SUBJECT = 'Reset your Client Portal password';

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
    const { token, ...reset } = await issueOneTimeLink(tx, passwordResets, account.id, sql`make_interval(mins => ${RESET_LINK_MINUTES}::integer)`);
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
    .where(and(usableLink(passwordResets, token), canReset));

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
    await markLinkUsed(tx, passwordResets, reset.id);
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
