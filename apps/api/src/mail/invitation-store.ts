import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Database } from '../db/client';
import { invitations, outboundEmails } from '../db/schema/invitations';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import type { Tx } from '../db/tenant';
import { issueOneTimeLink, markLinkUsed, usableLink } from '../lib/one-time-links';

export const INVITATION_DAYS = 7;
export const INVITATION_SUBJECT = 'Your Client Portal invitation';

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
  const { token, ...invitation } = await issueOneTimeLink(tx, invitations, invitee.id, sql`make_interval(days => ${INVITATION_DAYS}::integer)`);
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
    usableLink(invitations, token),
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
    await markLinkUsed(tx, invitations, invitation.id);
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
