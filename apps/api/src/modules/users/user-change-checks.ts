import { sql } from 'drizzle-orm';
import { userTypeByName, USER_TYPES } from '@portal/domain/access/user-types';
import type { UserPayload } from '@portal/domain/users/user-form';
import { JOB_APPROVER_ONLY_GENERAL } from '@portal/domain/users/user-form';
import { JOB_APPROVER_TYPE, mayGrantUserType, withinEditorHospitals, type Editor } from '@portal/domain/users/user-rules';
import type { Tx } from '../../db/tenant';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { rowsOf } from '../../lib/sql-helpers';

export const TYPE_NOT_GRANTABLE = 'Your account cannot give this user type.';
export const HOSPITAL_NOT_GRANTABLE = 'Your account can only give access to facilities within your permissions.';
export const TWO_STEP_NOT_ALLOWED = 'The 2-Step Approver setting is only for a General User of a facility with two approval stages, set by a Client Admin or Local Admin.';

export type ValidPayload = Omit<UserPayload, 'notificationPreference'> & { notificationPreference: string };

export const typeNameOf = (id: number): string => {
  const type = USER_TYPES.find((t) => t.id === id);
  if (!type) throw badRequest('userTypeId must be one of the user types.');
  return type.name;
};

export const checkTypeGrant = (editor: Editor, typeId: number) => {
  typeNameOf(typeId);
  if (!mayGrantUserType(editor, typeId)) throw forbidden(TYPE_NOT_GRANTABLE);
};

/** Hospitals of the network among `ids` with their approval stages; an id of another network is not found. */
export const networkHospitals = async (tx: Tx, ids: readonly string[]) => {
  const rows = rowsOf<{ id: string; approvalStages: number }>(
    await tx.execute(sql`select id, approval_stages as "approvalStages" from hospitals where id in ${[...ids]}`),
  );
  if (rows.length !== new Set(ids).size) throw notFound('Hospital not found.');
  return rows;
};

/** Facilities added or taken away must all be the editor's: nobody grants or revokes outside their own. */
export const checkHospitalChange = (editor: Editor, before: readonly string[], after: readonly string[]) => {
  const changed = [...after.filter((id) => !before.includes(id)), ...before.filter((id) => !after.includes(id))];
  if (!withinEditorHospitals(editor, changed)) throw forbidden(HOSPITAL_NOT_GRANTABLE);
};

export const checkJobApprover = (typeId: number, isJobApprover: boolean) => {
  if (isJobApprover && userTypeByName(JOB_APPROVER_TYPE)?.id !== typeId) throw badRequest(JOB_APPROVER_ONLY_GENERAL);
};
