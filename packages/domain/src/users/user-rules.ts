import { can, type AccessSubject } from '../access/access-rule';
import { MSP_ADMIN, USER_TYPES, userTypeByName, type UserType, type UserTypeName } from '../access/user-types';

/**
 * Who may edit whom and grant what in user maintenance (SPEC.md §5, §6). The drawer reads these to
 * show what it offers; the API reads the same functions to refuse what the drawer would not offer.
 */

/** SPEC.md §6's tooltip on a row its reader may not edit. */
export const CANNOT_EDIT_TOOLTIP = 'Your account can only edit users who have access to facilities within your permissions.';
/** SPEC.md §5: the Active switch is read-only with this message. */
export const STATUS_LOCKED_MESSAGE =
  "Your account cannot edit statuses for users with access to facilities outside of your permissions. Contact your Client Admin to edit this user's status.";
/** SPEC.md §5: shown on a user who has not accepted the invitation yet. */
export const INVITE_PENDING_MESSAGE = '*This user needs to accept the invite to join. Do you want to resend the invitation?';
/** SPEC.md §8: the 409 of a create or update whose e-mail another account has. */
export const EMAIL_TAKEN_MESSAGE = 'This email address is associated with an existing account';
export const USER_ADDED = 'User has been added successfully.';
export const USER_UPDATED = 'User has been updated successfully.';

/** The user who edits: what the request context knows of them. */
export interface Editor extends AccessSubject {
  userId: string;
  /** Hospitals of the network the editor may see (every one for an all-hospitals type). */
  hospitalIds: readonly string[];
  allHospitals: boolean;
}

/** The account being edited. */
export interface EditTarget {
  userId: string;
  userType: string;
  hospitalIds: readonly string[];
}

const isMspAdmin = (editor: Editor) => editor.userType === MSP_ADMIN;

/**
 * Types an editor may give: those a client user may hold (never Client Admin, SPEC.md §6) whose
 * privileges the editor holds every one of, so nobody hands out more than they have.
 */
export const grantableUserTypes = (editor: Editor): UserType[] =>
  USER_TYPES.filter((type) => type.selectable && (isMspAdmin(editor) || type.privileges.every((p) => can(editor, p))));

export const mayGrantUserType = (editor: Editor, typeId: number): boolean => grantableUserTypes(editor).some((t) => t.id === typeId);

/** Whether every hospital is one the editor has. */
export const withinEditorHospitals = (editor: Editor, hospitalIds: readonly string[]): boolean =>
  editor.allHospitals || hospitalIds.every((id) => editor.hospitalIds.includes(id));

/**
 * SPEC.md §6: editable only with EditUser and a facility in common. Local Admin rows 'cannot be
 * edited in the list' and the types nobody may grant (Client Admin) are not either: both are the
 * provider's (MSP Admin) to change, so a client administrator cannot reshape a peer administrator.
 */
export const mayEditUser = (editor: Editor, target: EditTarget): boolean => {
  if (!can(editor, 'EditUser')) return false;
  if (isMspAdmin(editor)) return true;
  const type = userTypeByName(target.userType);
  if (!type?.selectable || type.name === 'Local Admin') return false;
  if (target.userId === editor.userId) return true;
  return editor.allHospitals || target.hospitalIds.some((id) => editor.hospitalIds.includes(id));
};

/**
 * SPEC.md §5: the editor changes a user's status only when every facility of that user is theirs.
 * Nobody changes their own status: an administrator cannot lock themselves out nor bring
 * themselves back.
 */
export const mayChangeStatus = (editor: Editor, target: EditTarget): boolean =>
  target.userId !== editor.userId && mayEditUser(editor, target) && withinEditorHospitals(editor, target.hospitalIds);

/** SPEC.md §5: only General User can be a job approver. */
export const JOB_APPROVER_TYPE: UserTypeName = 'General User';

/**
 * SPEC.md §5: the 2-Step Approver switch shows only for a Client Admin or Local Admin acting on a
 * General User tied to a facility with 2 approval stages.
 */
export const mayOfferTwoStepApprover = (editorType: string | undefined, targetType: string | undefined, twoStageHospital: boolean): boolean =>
  (editorType === 'Client Admin' || editorType === 'Local Admin' || editorType === MSP_ADMIN) && targetType === JOB_APPROVER_TYPE && twoStageHospital;

/** Account status of a listed user (SPEC.md §3 accountStatus). */
export const ACCOUNT_STATUSES = ['Invited', 'Active', 'Inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const accountStatusOf = (user: { isActive: boolean; isVerified: boolean }): AccountStatus =>
  !user.isActive ? 'Inactive' : user.isVerified ? 'Active' : 'Invited';

/** How each account status is shown: its label and badge colour. */
export const ACCOUNT_STATUS_DISPLAY: Record<AccountStatus, { label: string; tone: 'success' | 'info' | 'default' }> = {
  Invited: { label: 'Invited', tone: 'info' },
  Active: { label: 'Active', tone: 'success' },
  Inactive: { label: 'Inactive', tone: 'default' },
};

/**
 * The 'Can access' list of each role choice. General User, Human Resources and Finance are SPEC.md
 * §6's; the other types' lists are read from their privileges (docs/decisions/0038-user-list-and-status.md). The last entry
 * of General User, the facility user (Unit Leadership) and Finance (Invoices) is dropped when invoicing is off.
 */
const CAN_ACCESS: Partial<Record<UserTypeName, readonly string[]>> = {
  'General User': ['Dashboard', 'User Maintenance (view/export)', 'Job Postings', 'Candidates', 'Assigned (including documents)', 'Reports', 'Invoices'],
  'Human Resources': ['Dashboard', 'User Maintenance (view/export)', 'Candidates (including documents)', 'Assigned (including documents)', 'Starts/Stops Reports'],
  Finance: ['Dashboard', 'User Maintenance (view/export)', 'Candidates and Assigned (both excluding documents)', 'Reports', 'Invoices'],
  'Local Admin': ['Dashboard', 'User Maintenance (add/edit users of your facilities)', 'Job Postings (add, edit, approve)', 'Candidates', 'Assigned (including documents)', 'Starts/Stops', 'Reports', 'Invoices'],
  'Staffing Office': ['Dashboard', 'User Maintenance (view/export)', 'Job Postings', 'Candidates (including documents)', 'Assigned (including documents)', 'Starts/Stops'],
  'Employee Health': ['Dashboard', 'User Maintenance (view/export)', 'Candidates (including documents)', 'Assigned (including documents)', 'Starts/Stops'],
  // SPEC.md §6's facility user: General User's list with job postings view-only.
  'Unit Leadership': ['Dashboard', 'User Maintenance (view/export)', 'Job Postings (view only)', 'Candidates', 'Assigned (including documents)', 'Reports', 'Invoices'],
  Leadership: ['Dashboard', 'User Maintenance (view/export)', 'Job Postings (view only)', 'Candidates', 'Assigned', 'Starts/Stops', 'Reports', 'Insights', 'Invoices'],
};

const DROPS_LAST_WITHOUT_INVOICING: readonly UserTypeName[] = ['General User', 'Unit Leadership', 'Finance'];

export const canAccessList = (type: string, invoicing: boolean): string[] => {
  const list = [...(CAN_ACCESS[type as UserTypeName] ?? [])];
  return !invoicing && DROPS_LAST_WITHOUT_INVOICING.includes(type as UserTypeName) ? list.slice(0, -1) : list;
};
