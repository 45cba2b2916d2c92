import { callUrl } from '@portal/domain/api/call';
import { searchUser, UserSearchQuery } from '@portal/domain/api/users';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { userSearchPage } from '../../apps/api/src/modules/users/user-search';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** Issue 13: user search p95 within 50 ms in a network of 5,000 users (the large seed's first network). */
const USER_SEARCH_P95_BUDGET_MS = 50;

/**
 * The User Maintenance page as it opens (ACTIVE, page 1, first name A-Z) and a name search, each
 * the body of SearchUser's handler (users-routes.ts) over the query as the route's schema parses it.
 */
export const userScenarios = (f: Fixtures): Scenario[] => {
  const viewer = adminContext(f);
  const visibility = visibilityOf(viewer, f.networkId);
  const editor = { ...viewer, userId: viewer.user.id, allHospitals: visibility.seesEveryHospital };
  const search = (name: string, query: Record<string, string>): Scenario => {
    const parsed = UserSearchQuery.parse(query);
    return {
      name,
      send: (api) => callApi(api, 'GET', callUrl(searchUser, {}, query)),
      handler: () => (tx) => userSearchPage(tx, { ...parsed, networkId: f.networkId }, editor),
      p95BudgetMs: USER_SEARCH_P95_BUDGET_MS,
    };
  };
  return [
    search('user search page 1 (ACTIVE, first name A-Z)', {}),
    search("user search 'ann' (name or e-mail)", { userName: 'ann', sortBy: 'lastname' }),
    search('user search INACTIVE page 2', { section: 'inactive', pageNumber: '2' }),
  ];
};
