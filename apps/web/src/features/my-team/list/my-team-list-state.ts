import { z } from 'zod';
import type { MyTeamRequest } from '@portal/domain/api/my-team';
import { PAGE_SIZE, SEARCH_MAX } from '@portal/domain/limits';
import { findSortOption, MY_TEAM_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import type { ListStateUrl } from '@/lib/use-list-state';

export const MY_TEAM_LIST_ID = 'my-team';

/** My Team's controls: search, sort and page (docs/decisions/0160-my-team.md). */
export interface MyTeamListState {
  search: string;
  sort: string;
  page: number;
}

export const MY_TEAM_LIST_DEFAULTS: MyTeamListState = { search: '', sort: MY_TEAM_SORT_OPTIONS[0]!.id, page: 1 };

/** Forgiving: a stale or tampered value falls back to its default field by field. */
export const MyTeamListStateSchema: z.ZodType<MyTeamListState> = z.object({
  search: z.string().max(SEARCH_MAX).catch(''),
  sort: z.enum(MY_TEAM_SORT_OPTIONS.map((option) => option.id) as [string, ...string[]]).catch(MY_TEAM_LIST_DEFAULTS.sort),
  page: z.number().int().min(1).catch(1),
});

const PARAM = { search: 'q', sort: 'sort', page: 'page' } as const;

/** The state in the address, each left out while it is the default. */
export const MY_TEAM_LIST_URL: ListStateUrl<MyTeamListState> = {
  toParams: (state) => {
    const params = new URLSearchParams();
    if (state.search) params.set(PARAM.search, state.search);
    if (state.sort !== MY_TEAM_LIST_DEFAULTS.sort) params.set(PARAM.sort, state.sort);
    if (state.page !== 1) params.set(PARAM.page, String(state.page));
    return params;
  },
  fromParams: (params) => {
    if (!Object.values(PARAM).some((name) => params.has(name))) return undefined;
    const page = params.get(PARAM.page);
    return { search: params.get(PARAM.search) ?? '', sort: params.get(PARAM.sort) ?? MY_TEAM_LIST_DEFAULTS.sort, page: page === null ? 1 : Number(page) };
  },
};

/** The list call's request for this state. */
export const myTeamRequest = (state: MyTeamListState): MyTeamRequest => {
  const sort = findSortOption(MY_TEAM_SORT_OPTIONS, state.sort);
  return {
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    pageSize: PAGE_SIZE.myTeam,
    pageNumber: state.page,
    options: state.search ? { searchName: state.search } : {},
  };
};
