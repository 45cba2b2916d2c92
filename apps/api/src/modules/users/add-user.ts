import { sql } from 'drizzle-orm';
import { mayOfferTwoStepApprover, EMAIL_TAKEN_MESSAGE, type Editor } from '@portal/domain/users/user-rules';
import { phoneDigits } from '@portal/domain/users/profile-form';
import { writeAudit } from '../../db/audit';
import { userHospitals, users } from '../../db/schema/users';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden } from '../../http-errors';
import { issueInvitation } from '../../mail/invitation-store';
import { asOwner } from '../../db/as-owner';
import { checkHospitalChange, checkJobApprover, checkTypeGrant, networkHospitals, TWO_STEP_NOT_ALLOWED, typeNameOf, type ValidPayload } from './user-change-checks';

/** Whether another account (of any network: e-mail addresses are unique portal-wide) uses the address. */
export const emailTaken = async (tx: Tx, email: string, exceptId?: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${exceptId}` : sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
};

export interface AddedUser {
  userID: string;
  version: number;
  invitationLink: string | null;
}

/**
 * Creates the user with the editor's rules checked again here (the drawer only offers what they
 * allow), audits it and, for an active account, queues its invitation in the same transaction.
 */
export const addUser = async (tx: Tx, editor: Editor, networkId: string, payload: ValidPayload, publicUrl: string): Promise<AddedUser> => {
  checkTypeGrant(editor, payload.userTypeId);
  const hospitals = await networkHospitals(tx, payload.hospitalIds);
  checkHospitalChange(editor, [], payload.hospitalIds);
  checkJobApprover(payload.userTypeId, payload.isJobApprover);
  const typeName = typeNameOf(payload.userTypeId);
  if (payload.isJobApprover && !mayOfferTwoStepApprover(editor.userType, typeName, hospitals.some((h) => h.approvalStages === 2))) {
    throw forbidden(TWO_STEP_NOT_ALLOWED);
  }
  const [created] = await tx
    .insert(users)
    .values({
      networkId,
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phoneNumber: phoneDigits(payload.phoneNumber),
      userTypeId: payload.userTypeId,
      isActive: payload.isActive,
      isVerified: false,
      isJobApprover: payload.isJobApprover,
      notificationPreference: payload.notificationPreference,
      notificationPrefEmail: payload.notificationPrefEmail ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, version: users.version });
  // A concurrent add of the same address got there first.
  if (!created) throw conflict(EMAIL_TAKEN_MESSAGE);
  await tx.insert(userHospitals).values(payload.hospitalIds.map((hospitalId) => ({ networkId, userId: created.id, hospitalId })));
  await writeAudit(tx, {
    networkId,
    actorId: editor.userId,
    entity: 'user',
    entityId: created.id,
    action: 'user-added',
    after: {
      email: payload.email,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phoneNumber: phoneDigits(payload.phoneNumber),
      userType: typeName,
      hospitalIds: payload.hospitalIds,
      isActive: payload.isActive,
      isJobApprover: payload.isJobApprover,
    },
  });
  const invitation = payload.isActive
    ? await asOwner(tx, () => issueInvitation(tx, { id: created.id, email: payload.email, firstName: payload.firstName }, publicUrl))
    : null;
  if (invitation) {
    await writeAudit(tx, { networkId, actorId: editor.userId, entity: 'user', entityId: created.id, action: 'invitation-sent', after: { invitationId: invitation.id } });
  }
  return { userID: created.id, version: created.version, invitationLink: invitation?.link ?? null };
};
