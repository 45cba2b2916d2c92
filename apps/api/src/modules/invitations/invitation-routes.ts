import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { checkUserStatus, resendActivationEmail } from '@portal/domain/api/invitations';
import { ACCOUNT_INACTIVE } from '@portal/domain/messages';
import type { AppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { networks } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import type { Tx } from '../../db/tenant';
import { conflict, tooManyRequests } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { issueInvitation } from '../../mail/invitation-store';
import { resendForTeamMember } from './team-member-resend';

export const NOT_EMBEDDED = "Invitations are sent by your organization's sign-in provider. Please contact your system administrator for assistance.";
export const ALREADY_VERIFIED = 'Your account is already verified. Sign in with your password.';
export const SSO_ACCOUNT = 'Your hospital network signs in through its own identity provider (SSO), so there is no invitation to resend.';
export const RESEND_TOO_SOON = 'An invitation was sent to you less than a minute ago. Please wait a minute before asking for another.';

const RESEND_INTERVAL_SECONDS = 60;

const selectAccount = (db: Database | Tx, userId: string) =>
  db
    .select({
      id: users.id,
      networkId: users.networkId,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      isVerified: users.isVerified,
      isSso: networks.isSso,
    })
    .from(users)
    .leftJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.id, userId));

export const registerInvitationRoutes = (app: FastifyInstance, deps: AppDeps, onEmailQueued?: () => void) => {
  registerCall(app, deps, checkUserStatus, async ({ ctx }) => {
    const [account] = await selectAccount(deps.db, ctx.user.id);
    if (!account) throw new Error(`User ${ctx.user.id} vanished after authentication`);
    // Internal users belong to no network, so none of them signs in through a network's SSO.
    return { isActive: account.isActive, isVerified: account.isVerified, isSSO: account.isSso ?? false };
  });

  registerCall(app, deps, resendActivationEmail, async ({ ctx, query, log }) => {
    // The link opens the built-in provider's /register page; an external provider has no such page.
    if (!deps.config.embeddedProvider) throw conflict(NOT_EMBEDDED);
    const forMember = query.userId !== undefined && query.userId !== ctx.user.id;
    const invitation = forMember ? await resendForTeamMember(deps, ctx, query.userId!, RESEND_INTERVAL_SECONDS) : await deps.db.transaction(async (tx) => {
      // The row lock makes one user's concurrent requests take turns, so the once-a-minute rule holds.
      const [account] = await selectAccount(tx, ctx.user.id).for('update', { of: users });
      if (!account) throw new Error(`User ${ctx.user.id} vanished after authentication`);
      // The request context already refuses inactive accounts; this catches a deactivation since then.
      if (!account.isActive) throw conflict(ACCOUNT_INACTIVE);
      if (account.isVerified) throw conflict(ALREADY_VERIFIED);
      if (account.isSso) throw conflict(SSO_ACCOUNT);
      const [recent] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.userId, account.id),
            gt(invitations.createdAt, sql`now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS}::integer)`),
          ),
        )
        .limit(1);
      if (recent) throw tooManyRequests(RESEND_TOO_SOON);

      const issued = await issueInvitation(tx, account, deps.config.PUBLIC_URL);
      await writeAudit(tx, {
        networkId: account.networkId,
        actorId: account.id,
        entity: 'user',
        entityId: account.id,
        action: 'invitation-sent',
        after: { invitationId: issued.id, expiresAt: issued.expiresAt },
      });
      return issued;
    });
    onEmailQueued?.();
    // Nothing delivers the outbox on a developer's machine; the log is where the link can be followed.
    // Never in production, where logs must not hold a link that sets an account's password.
    if (deps.config.NODE_ENV !== 'production') log.info({ invitationLink: invitation.link }, 'Invitation e-mail queued in the outbox');
    return undefined;
  });
};
