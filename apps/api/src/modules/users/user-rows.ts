import { sql, type SQL } from 'drizzle-orm';
import type { UserListItem } from '@portal/domain/api/users';
import type { UserSortKey } from '@portal/domain/lists/sort-options';
import type { SortOrder } from '@portal/domain/limits';
import { accountStatusOf, mayChangeStatus, mayEditUser, type Editor } from '@portal/domain/users/user-rules';
import { escapeLike } from '../../lib/sql-helpers';

export interface UserOrder {
  sortBy: UserSortKey;
  sortOrder: SortOrder;
}

/** A user row as the list, the export and the drawer read it. */
export interface UserRow {
  userID: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  userType: string;
  userTypeId: number;
  hospitalIds: string[];
  hospitalNames: string[];
  isActive: boolean;
  isJobApprover: boolean;
  isVerified: boolean;
  lastLoginDate: string | null;
  notificationPreference: string;
  notificationPrefEmail: string | null;
  version: number;
}

/** The display columns of `u` (users) with its type and facilities; hospital names in name order. */
export const USER_COLUMNS = sql`
  u.id as "userID", u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone_number as "phoneNumber",
  t.name as "userType", u.user_type_id as "userTypeId",
  coalesce(h.ids, '{}') as "hospitalIds", coalesce(h.names, '{}') as "hospitalNames",
  u.is_active as "isActive", u.is_job_approver as "isJobApprover", u.is_verified as "isVerified",
  to_char(u.last_login_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastLoginDate",
  u.notification_preference as "notificationPreference", u.notification_pref_email as "notificationPrefEmail", u.version`;

export const USER_JOINS = sql`
  join user_types t on t.id = u.user_type_id
  left join lateral (
    select array_agg(uh.hospital_id order by hs.name) as ids, array_agg(hs.name order by hs.name) as names
    from user_hospitals uh join hospitals hs on hs.id = uh.hospital_id where uh.user_id = u.id
  ) h on true`;

/** SPEC.md §2 'Search by Name or Email': part of the first, last or full name, or of the e-mail. */
export const userSearchCondition = (userName: string | undefined, alias = 'u'): SQL => {
  const term = userName?.trim();
  if (!term) return sql`true`;
  const pattern = `%${escapeLike(term)}%`;
  const u = sql.raw(alias);
  // One ILIKE over 'first last email' finds part of either name, of the full name or of the address
  // with a single scan of each row's text, not four.
  return sql`(${u}.first_name || ' ' || ${u}.last_name || ' ' || ${u}.email) ilike ${pattern}`;
};

const SORT_COLUMNS: Record<UserSortKey, [string, string]> = { firstname: ['first_name', 'last_name'], lastname: ['last_name', 'first_name'] };

/** The list order: the chosen name, then the other, then the id so pages never overlap. */
export const userOrderBy = ({ sortBy, sortOrder }: UserOrder, alias: string): SQL => {
  const direction = sql.raw(sortOrder === 'desc' ? 'desc' : 'asc');
  const [first, second] = SORT_COLUMNS[sortBy];
  const a = sql.raw(alias);
  return sql`lower(${a}.${sql.raw(first)}) ${direction}, lower(${a}.${sql.raw(second)}) ${direction}, ${a}.id`;
};

export const toUserListItem = (row: UserRow, editor: Editor): UserListItem => {
  const target = { userId: row.userID, userType: row.userType, hospitalIds: row.hospitalIds };
  return {
    ...row,
    accountStatus: accountStatusOf(row),
    canEdit: mayEditUser(editor, target),
    canChangeStatus: mayChangeStatus(editor, target),
  };
};
