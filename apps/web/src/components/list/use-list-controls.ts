import { useMemo } from 'react';
import { z } from 'zod';
import { useUrlListState } from '@/lib/use-list-state';
import { cleanSelection, withoutValue, type FilterSelection } from './filter-selection';
import { listStateFromParams, listStateToParams } from './list-url-state';

export const LIST_LAYOUTS = ['card', 'list'] as const;
export type ListLayout = (typeof LIST_LAYOUTS)[number];

/**
 * What a list page keeps between visits (SPEC.md §4). `extras` holds a page's own single-value
 * selects (Starts / Stops: date type and window) so they follow the same reset rules as status.
 */
export interface ListControlsState<X extends string = never> {
  search: string;
  page: number;
  layout: ListLayout;
  sort: string;
  statuses: string[];
  filters: FilterSelection;
  extras: Record<X, string>;
}

/** A page's defaults; whatever is left out starts empty (search, filters), on page 1, in cards. */
export interface ListControlsDefaults<X extends string = never> {
  sort: string;
  statuses?: string[];
  layout?: ListLayout;
  filters?: FilterSelection;
  extras?: Record<X, string>;
  /** Known sort ids: a stored sort outside them (an older release's) falls back to `sort`. */
  sortIds?: readonly string[];
  /** Known statuses: unknown ones (a tampered URL) are dropped. */
  statusIds?: readonly string[];
  /** Known values of each extra: anything else falls back to the extra's default. */
  extraIds?: Partial<Record<X, readonly string[]>>;
}

export interface ListControls<X extends string = never> {
  state: ListControlsState<X>;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setLayout: (layout: ListLayout) => void;
  setSort: (sort: string) => void;
  setStatuses: (statuses: string[]) => void;
  setFilters: (filters: FilterSelection) => void;
  removeFilter: (key: string, value: string) => void;
  setExtra: (key: X, value: string) => void;
  /** Several changes as one (a starting filter from a link): back to page 1 unless `page` is given. */
  update: (patch: Partial<ListControlsState<X>>) => void;
  /** Clear All (SPEC.md §4): filters and search emptied, status and extras back to their defaults. */
  clearAll: () => void;
  /** Everything back to the page's defaults, layout included. */
  reset: () => void;
}

const buildInitial = <X extends string>(defaults: ListControlsDefaults<X>): ListControlsState<X> => ({
  search: '',
  page: 1,
  layout: defaults.layout ?? 'card',
  sort: defaults.sort,
  statuses: defaults.statuses ?? [],
  filters: cleanSelection(defaults.filters ?? {}),
  extras: defaults.extras ?? ({} as Record<X, string>),
});

/** Forgiving twin of the state: each stale or tampered field falls back on its own (STYLE.md). */
const stateSchema = <X extends string>(initial: ListControlsState<X>, { sortIds, statusIds, extraIds = {} }: ListControlsDefaults<X>) => {
  const known = (ids: readonly string[] | undefined) => (ids ? z.string().refine((id) => ids.includes(id)) : z.string());
  const extras = Object.fromEntries(
    Object.entries<string>(initial.extras).map(([key, value]) => [key, known(extraIds[key as X]).catch(value)]),
  );
  return z
    .object({
      search: z.string().catch(initial.search),
      page: z.number().int().min(1).catch(initial.page),
      layout: z.enum(LIST_LAYOUTS).catch(initial.layout),
      sort: known(sortIds).catch(initial.sort),
      statuses: z
        .array(z.string())
        .transform((statuses) => (statusIds ? statuses.filter((status) => statusIds.includes(status)) : statuses))
        .catch(initial.statuses),
      filters: z.record(z.string(), z.array(z.string())).catch(initial.filters),
      extras: z.object(extras).catch(initial.extras),
    })
    .catch(initial) as unknown as z.ZodType<ListControlsState<X>>;
};

/**
 * Search, paging, layout, sort, status and drawer filters of one list, kept in the URL and under
 * `cpt_list_<id>` in session storage (cleared on network switch; see useListState). Any change that alters which rows match goes
 * back to page 1 and to the top of the page, so the user never lands on an empty or stale page.
 */
export const useListControls = <X extends string = never>(listId: string, defaults: ListControlsDefaults<X>): ListControls<X> => {
  // Pages usually pass a literal: keyed by content so a new object each render changes nothing.
  const defaultsKey = JSON.stringify(defaults);
  const { initial, schema } = useMemo(() => {
    const parsed = JSON.parse(defaultsKey) as ListControlsDefaults<X>;
    const start = buildInitial(parsed);
    return { initial: start, schema: stateSchema(start, parsed) };
  }, [defaultsKey]);
  const url = useMemo(
    () => ({ toParams: (value: ListControlsState<X>) => listStateToParams(value, initial), fromParams: (params: URLSearchParams) => listStateFromParams(params, initial) }),
    [initial],
  );
  const [state, setState, current] = useUrlListState(listId, schema, initial, url);

  const actions = useMemo(() => {
    const write = (next: ListControlsState<X>, toTop: boolean) => {
      setState(next);
      if (toTop) window.scrollTo({ top: 0 });
    };
    const refine = (patch: Partial<ListControlsState<X>>) => write({ ...current(), ...patch, page: 1 }, true);
    const update = (patch: Partial<ListControlsState<X>>) => write({ ...current(), page: 1, ...patch }, true);
    return {
      setSearch: (search: string) => {
        if (search !== current().search) refine({ search });
      },
      setPage: (page: number) => write({ ...current(), page: Math.max(1, Math.trunc(page)) }, true),
      setLayout: (layout: ListLayout) => write({ ...current(), layout }, false),
      setSort: (sort: string) => refine({ sort }),
      setStatuses: (statuses: string[]) => refine({ statuses }),
      setFilters: (filters: FilterSelection) => refine({ filters: cleanSelection(filters) }),
      removeFilter: (group: string, value: string) => refine({ filters: withoutValue(current().filters, group, value) }),
      setExtra: (extra: X, value: string) => refine({ extras: { ...current().extras, [extra]: value } }),
      update,
      clearAll: () => refine({ search: '', filters: {}, statuses: initial.statuses, extras: initial.extras }),
      reset: () => write(initial, true),
    };
  }, [initial, setState, current]);

  return useMemo(() => ({ state, ...actions }), [state, actions]);
};
