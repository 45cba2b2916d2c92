import { sql, type SQL } from 'drizzle-orm';
import type { UserSortKey } from '@portal/domain/lists/sort-options';
import type { SortOrder } from '@portal/domain/limits';
import { ACCOUNT_STATUS_DISPLAY, accountStatusOf } from '@portal/domain/users/user-rules';
import { displayDate } from '../../exports/cells';
import type { ExportColumn } from '../../exports/stream-export';
import { USER_COLUMNS, USER_JOINS, userOrderBy, userSearchCondition, type UserRow } from './user-rows';

const column = (header: string, value: ExportColumn<UserRow>['value']): ExportColumn<UserRow> => ({ header, value });

/** The list's columns, both sections in one file (active first). */
export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserRow>[] = [
  column('First Name', (row) => row.firstName),
  column('Last Name', (row) => row.lastName),
  column('Email', (row) => row.email),
  column('Phone', (row) => row.phoneNumber),
  column('User Type', (row) => row.userType),
  column('Hospitals', (row) => row.hospitalNames.join(', ')),
  column('Job Approver', (row) => (row.isJobApprover ? 'Yes' : 'No')),
  column('Last Login', (row) => displayDate(row.lastLoginDate?.slice(0, 10) ?? null)),
  column('Account Status', (row) => ACCOUNT_STATUS_DISPLAY[accountStatusOf(row)].label),
];

export const userExportQuery = (networkId: string, userName: string | undefined, order: { sortBy: UserSortKey; sortOrder: SortOrder }): SQL => sql`
  select ${USER_COLUMNS} from users u ${USER_JOINS}
  where u.network_id = ${networkId} and ${userSearchCondition(userName)}
  order by u.is_active desc, ${userOrderBy(order, 'u')}`;
