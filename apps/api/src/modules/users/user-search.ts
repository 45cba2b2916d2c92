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
 * One statement for a page of one section and both sections' counts. The page is read off the
 * list index of its name order (0009_user_list_indexes: network, status, the two names, id), so
 * page 1 of 5,000 users touches its 24 rows; only they get their type and facilities. The counts
 * are one pass over the network's matching users.
 */
export const userPageQuery = (request: UserPageRequest): SQL => sql`
  with page as (
    select u.id from users u
    where u.network_id = ${request.networkId} and u.is_active = ${request.section === 'active'} and ${userSearchCondition(request.userName)}
    order by ${userOrderBy(request, 'u')} limit ${request.pageSize} offset ${pageOffset(request)}
  ),
  counts as (
    select count(*) filter (where u.is_active)::int as active, count(*) filter (where not u.is_active)::int as inactive
    from users u where u.network_id = ${request.networkId} and ${userSearchCondition(request.userName)}
  )
  select ${USER_COLUMNS}, counts.active as "activeCount", counts.inactive as "inactiveCount"
  from counts left join (page join users u on u.id = page.id ${USER_JOINS}) on true
  order by ${userOrderBy(request, 'u')}`;

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
