import { sql, type SQL } from 'drizzle-orm';
import type { UserSearchResponse, UserSection } from '@portal/domain/api/users';
import type { Editor } from '@portal/domain/users/user-rules';
import type { Tx } from '../../db/tenant';
import { pageOffset, rowsOf } from '../../lib/sql-helpers';
import { toUserListItem, USER_COLUMNS, USER_JOINS, userOrderBy, userSearchCondition, type UserOrder, type UserRow } from './user-rows';

export interface UserPageRequest extends UserOrder {
  networkId: string;
  userName?: string | undefined;
  section: UserSection;
  pageSize: number;
  pageNumber: number;
}

/**
 * One statement for a page of one section and both sections' counts. The network's matching users
 * are collected once as narrow rows (a network holds thousands), counted per section, ordered and
 * cut to the page; only the page's rows get their type and facilities.
 */
export const userPageQuery = (request: UserPageRequest): SQL => sql`
  with matching as materialized (
    select u.id, u.first_name, u.last_name, u.is_active from users u
    where u.network_id = ${request.networkId} and ${userSearchCondition(request.userName)}
  ),
  page as materialized (
    select * from matching where is_active = ${request.section === 'active'}
    order by ${userOrderBy(request, 'matching')} limit ${request.pageSize} offset ${pageOffset(request)}
  ),
  counts as (select count(*) filter (where is_active)::int as active, count(*) filter (where not is_active)::int as inactive from matching)
  select ${USER_COLUMNS}, counts.active as "activeCount", counts.inactive as "inactiveCount"
  from counts left join (page join users u on u.id = page.id ${USER_JOINS}) on true
  order by ${userOrderBy(request, 'page')}`;

type PageRow = (UserRow & { activeCount: number; inactiveCount: number }) | { userID: null; activeCount: number; inactiveCount: number };

/** A page of the user list: the counts row always comes back, with no user when the page is empty. */
export const userSearchPage = async (tx: Tx, request: UserPageRequest, editor: Editor): Promise<UserSearchResponse> => {
  const rows = rowsOf<PageRow>(await tx.execute(userPageQuery(request)));
  const activeCount = rows[0]?.activeCount ?? 0;
  const inactiveCount = rows[0]?.inactiveCount ?? 0;
  const users = rows.filter((row): row is UserRow & { activeCount: number; inactiveCount: number } => row.userID !== null);
  return {
    data: users.map(({ activeCount: _a, inactiveCount: _i, ...row }) => toUserListItem(row, editor)),
    count: request.section === 'active' ? activeCount : inactiveCount,
    activeCount,
    inactiveCount,
  };
};
