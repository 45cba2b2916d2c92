import { and, eq, sql } from 'drizzle-orm';
import { phoneDigits } from '@portal/domain/users/profile-form';
import {
  CANNOT_EDIT_TOOLTIP,
  mayChangeStatus,
  mayEditUser,
  mayOfferTwoStepApprover,
  STATUS_LOCKED_MESSAGE,
  type Editor,
} from '@portal/domain/users/user-rules';
import { writeAudit } from '../../db/audit';
import { userHospitals, users } from '../../db/schema/users';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import { asOwner } from '../../db/as-owner';
import { checkHospitalChange, checkJobApprover, checkTypeGrant, networkHospitals, TWO_STEP_NOT_ALLOWED, typeNameOf, type ValidPayload } from './user-change-checks';
import { endProviderSessions } from './end-sessions';

export const USER_NOT_FOUND = 'User not found.';
export const EMAIL_NOT_EDITABLE = 'The email address of a user cannot be changed.';
export const USER_CHANGED_SINCE = 'This user was changed by someone else since you opened it. Close the form and open the user again.';
export const OWN_ACCOUNT_LOCKED = 'You cannot change your own user type, facilities or status.';

interface StoredUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  userTypeId: number;
  userType: string;
  isActive: boolean;
  isJobApprover: boolean;
  version: number;
  hospitalIds: string[];
}

/** The user, locked for the change; row-level security hides other networks' users, so they are not found. */
const lockUser = async (tx: Tx, id: string): Promise<StoredUser> => {
  const row = firstRow<StoredUser>(
    await tx.execute(sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone_number as "phoneNumber",
             u.user_type_id as "userTypeId", t.name as "userType", u.is_active as "isActive", u.is_job_approver as "isJobApprover", u.version,
             coalesce((select array_agg(uh.hospital_id) from user_hospitals uh where uh.user_id = u.id), '{}') as "hospitalIds"
      from users u join user_types t on t.id = u.user_type_id where u.id = ${id} for update of u`),
  );
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Changes a user after checking, on the locked row, everything the drawer shows: who may edit whom,
 * which types and facilities the editor may give, who may change the status, the 2-Step Approver.
 * A deactivation also ends the account's sign-ins at the built-in provider, in the same transaction.
 */
export const updateUser = async (tx: Tx, editor: Editor, networkId: string, id: string, payload: ValidPayload & { version: number }) => {
  const before = await lockUser(tx, id);
  const target = { userId: before.id, userType: before.userType, hospitalIds: before.hospitalIds };
  if (!mayEditUser(editor, target)) throw forbidden(CANNOT_EDIT_TOOLTIP);
  if (payload.version !== before.version) throw conflict(USER_CHANGED_SINCE);
  if (payload.email.toLowerCase() !== before.email.toLowerCase()) throw badRequest(EMAIL_NOT_EDITABLE);

  const typeChanged = payload.userTypeId !== before.userTypeId;
  const hospitalsChanged = !sameSet(payload.hospitalIds, before.hospitalIds);
  const statusChanged = payload.isActive !== before.isActive;
  if (id === editor.userId && (typeChanged || hospitalsChanged || statusChanged)) throw forbidden(OWN_ACCOUNT_LOCKED);
  if (typeChanged) checkTypeGrant(editor, payload.userTypeId);
  const hospitals = await networkHospitals(tx, payload.hospitalIds);
  if (hospitalsChanged) checkHospitalChange(editor, before.hospitalIds, payload.hospitalIds);
  if (statusChanged && !mayChangeStatus(editor, target)) throw forbidden(STATUS_LOCKED_MESSAGE);
  checkJobApprover(payload.userTypeId, payload.isJobApprover);
  const typeName = typeNameOf(payload.userTypeId);
  if (
    payload.isJobApprover !== before.isJobApprover &&
    payload.isJobApprover &&
    !mayOfferTwoStepApprover(editor.userType, typeName, hospitals.some((h) => h.approvalStages === 2))
  ) {
    throw forbidden(TWO_STEP_NOT_ALLOWED);
  }

  const after = {
    firstName: payload.firstName,
    lastName: payload.lastName,
    phoneNumber: phoneDigits(payload.phoneNumber),
    userTypeId: payload.userTypeId,
    isActive: payload.isActive,
    isJobApprover: payload.isJobApprover,
  };
  const [updated] = await tx
    .update(users)
    .set({ ...after, notificationPreference: payload.notificationPreference, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.version, before.version)))
    .returning({ version: users.version });
  if (!updated) throw conflict(USER_CHANGED_SINCE);
  if (hospitalsChanged) {
    await tx.delete(userHospitals).where(eq(userHospitals.userId, id));
    await tx.insert(userHospitals).values(payload.hospitalIds.map((hospitalId) => ({ networkId, userId: id, hospitalId })));
  }

  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
  const auditBefore: Record<string, unknown> = {};
  const auditAfter: Record<string, unknown> = {};
  for (const key of changed) {
    auditBefore[key] = key === 'userTypeId' ? before.userType : before[key];
    auditAfter[key] = key === 'userTypeId' ? typeName : after[key];
  }
  if (hospitalsChanged) {
    auditBefore.hospitalIds = before.hospitalIds;
    auditAfter.hospitalIds = payload.hospitalIds;
  }
  const action = statusChanged ? (payload.isActive ? 'user-reactivated' : 'user-deactivated') : 'user-updated';
  await writeAudit(tx, { networkId, actorId: editor.userId, entity: 'user', entityId: id, action, before: auditBefore, after: auditAfter });
  const endedSessions = statusChanged && !payload.isActive ? await asOwner(tx, () => endProviderSessions(tx, id)) : 0;
  return { userID: id, version: updated.version, endedSessions };
};

