import { and, eq, gt, sql } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import { CANNOT_EDIT_TOOLTIP, mayEditUser } from '@portal/domain/users/user-rules';
import type { AppDeps } from '../../app-deps';
import type { RequestContext } from '../../context/request-context';
import { visibilityOf } from '../../context/visibility';
import { asOwner } from '../../db/as-owner';
import { writeAudit } from '../../db/audit';
import { invitations } from '../../db/schema/invitations';
import { withTenant } from '../../db/tenant';
import { conflict, forbidden, notFound, tooManyRequests } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import { issueInvitation } from '../../mail/invitation-store';

export const MEMBER_INACTIVE = 'This user is inactive. Activate the user before resending the invitation.';
export const MEMBER_VERIFIED = 'This user has already accepted the invitation.';
export const MEMBER_RESEND_TOO_SOON = 'An invitation was sent to this user less than a minute ago. Please wait a minute before sending another.';

interface Member {
  id: string;
  email: string;
  firstName: string;
  userType: string;
  isActive: boolean;
  isVerified: boolean;
  hospitalIds: string[];
}

/**
 * User maintenance's Resend (SPEC.md §5): another user's invitation, sent again by someone who may
 * add or edit users and may edit this one. The user is looked up under the request's network
 * (row-level security), so another network's user is not found.
 */
export const resendForTeamMember = async (deps: AppDeps, ctx: RequestContext, userId: string, intervalSeconds: number) => {
  const network = ctx.network;
  if (!network) throw notFound('User not found.');
  if (!can(ctx, 'CreateUser') && !can(ctx, 'EditUser')) throw forbidden();
  const visibility = visibilityOf(ctx, network.id);
  return withTenant(deps.db, network.id, async (tx) => {
    const member = firstRow<Member>(
      await tx.execute(sql`
        select u.id, u.email, u.first_name as "firstName", t.name as "userType", u.is_active as "isActive", u.is_verified as "isVerified",
               coalesce((select array_agg(uh.hospital_id) from user_hospitals uh where uh.user_id = u.id), '{}') as "hospitalIds"
        from users u join user_types t on t.id = u.user_type_id where u.id = ${userId} for update of u`),
    );
    if (!member) throw notFound('User not found.');
    const editor = { userType: ctx.userType, privileges: ctx.privileges, flags: ctx.flags, userId: ctx.user.id, hospitalIds: visibility.hospitalIds, allHospitals: visibility.seesEveryHospital };
    if (!mayEditUser(editor, { userId: member.id, userType: member.userType, hospitalIds: member.hospitalIds })) throw forbidden(CANNOT_EDIT_TOOLTIP);
    if (!member.isActive) throw conflict(MEMBER_INACTIVE);
    if (member.isVerified) throw conflict(MEMBER_VERIFIED);
    return asOwner(tx, async () => {
      // The invitation the add sent does not count: an administrator may resend at once after adding,
      // but a resend waits a minute after the previous resend.
      const [recent] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.userId, member.id),
            gt(invitations.createdAt, sql`now() - make_interval(secs => ${intervalSeconds}::integer)`),
            sql`${invitations.id} <> (select first.id from invitations first where first.user_id = ${member.id} order by first.created_at limit 1)`,
          ),
        )
        .limit(1);
      if (recent) throw tooManyRequests(MEMBER_RESEND_TOO_SOON);
      const issued = await issueInvitation(tx, member, deps.config.PUBLIC_URL);
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: 'user', entityId: member.id, action: 'invitation-sent', after: { invitationId: issued.id } });
      return issued;
    });
  });
};
