import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Database } from '../db/client';
import { invitations, outboundEmails } from '../db/schema/invitations';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import type { Tx } from '../db/tenant';

export const INVITATION_DAYS = 7;
export const INVITATION_SUBJECT = 'Your Client Portal invitation';

/** The link carries the token; the database only its hash, so invitations are looked up by hash. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const registerLink = (publicUrl: string, token: string) => `${publicUrl}/register?token=${token}`;

const invitationBody = (firstName: string, link: string) =>
  [
    `Hello ${firstName},`,
    '',
    'You have been invited to join the Client Portal. Create your password to activate your account:',
    '',
    link,
    '',
    `The link works once and expires in ${INVITATION_DAYS} days. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');

export interface Invitee {
  id: string;
  email: string;
  firstName: string;
}

/**
 * Voids the user's unused invitations, creates a new one and queues its e-mail in the outbox. Call it
 * in the transaction that decides to invite, so a rollback leaves neither a link nor an e-mail.
 */
export const issueInvitation = async (tx: Tx | Database, invitee: Invitee, publicUrl: string) => {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(invitations)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(invitations.userId, invitee.id), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)));
  const [invitation] = await tx
    .insert(invitations)
    .values({
      userId: invitee.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS}::integer)`,
    })
    .returning({ id: invitations.id, expiresAt: invitations.expiresAt });
  if (!invitation) throw new Error(`No invitation created for user ${invitee.id}`);
  const link = registerLink(publicUrl, token);
  await tx.insert(outboundEmails).values({ toAddress: invitee.email, subject: INVITATION_SUBJECT, body: invitationBody(invitee.firstName, link) });
  return { ...invitation, link };
};

/**
 * A link is usable while it is unused and unexpired and its account may still join: active, not yet
 * verified, and not in a network that has since moved to SSO (its users sign in elsewhere).
 */
const usable = (token: string) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    isNull(invitations.usedAt),
    gt(invitations.expiresAt, sql`now()`),
    eq(users.isActive, true),
    eq(users.isVerified, false),
    or(isNull(networks.isSso), eq(networks.isSso, false)),
  );

const selectUsable = (db: Tx | Database, token: string) =>
  db
    .select({ id: invitations.id, userId: users.id, networkId: users.networkId, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(networks, eq(networks.id, users.networkId))
    .where(usable(token));

export const findUsableInvitation = async (db: Database, token: string) => {
  const [invitation] = await selectUsable(db, token).limit(1);
  return invitation;
};

/**
 * Sets the password and verifies the account in one transaction. The invitation and user rows are
 * locked and the conditions re-checked after the wait, so of two submissions of one link only the
 * first succeeds. Returns false when the link is not usable.
 */
export const acceptInvitation = (db: Database, token: string, passwordHash: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [invitation] = await selectUsable(tx, token).for('update', { of: [invitations, users] });
    if (!invitation) return false;
    await tx.update(invitations).set({ usedAt: sql`now()` }).where(eq(invitations.id, invitation.id));
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, invitation.userId));
    await writeAudit(tx, {
      networkId: invitation.networkId,
      actorId: invitation.userId,
      entity: 'user',
      entityId: invitation.userId,
      action: 'invitation-accepted',
      before: { isVerified: false },
      after: { isVerified: true, invitationId: invitation.id },
    });
    return true;
  });
