import type { FilterSelection } from './filter-selection';
import type { ListControlsState } from './use-list-controls';

/**
 * A list's state in its address, so a copied or bookmarked URL opens the same view: short names that
 * do not change between releases. Drawer groups and a page's extras go under a prefix plus their key
 * (`f.unit`, `x.window`), which keeps them apart from a dashboard link's own parameters.
 */
const PARAM = { search: 'q', page: 'page', sort: 'sort', statuses: 'status', layout: 'view' } as const;
const FILTER_PREFIX = 'f.';
const EXTRA_PREFIX = 'x.';
/** Statuses emptied on a list whose default has some: one empty value, so the URL still differs from a plain visit. */
const NO_STATUS = '';

const LIST_PARAM_NAMES: readonly string[] = Object.values(PARAM);

/** Whether a query parameter belongs to the list's state (anything else is a link's, or someone else's). */
export const isListParam = (name: string) => LIST_PARAM_NAMES.includes(name) || name.startsWith(FILTER_PREFIX) || name.startsWith(EXTRA_PREFIX);

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The state as query parameters, each left out while it is the page's default (a plain visit has a clean URL). */
export const listStateToParams = <X extends string>(state: ListControlsState<X>, initial: ListControlsState<X>): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.search !== initial.search) params.set(PARAM.search, state.search);
  if (state.page !== initial.page) params.set(PARAM.page, String(state.page));
  if (state.sort !== initial.sort) params.set(PARAM.sort, state.sort);
  if (!sameValues(state.statuses, initial.statuses)) {
    for (const status of state.statuses.length > 0 ? state.statuses : [NO_STATUS]) params.append(PARAM.statuses, status);
  }
  for (const [key, values] of Object.entries(state.filters)) {
    if (!sameValues(values, initial.filters[key] ?? [])) for (const value of values) params.append(`${FILTER_PREFIX}${key}`, value);
  }
  for (const [key, value] of Object.entries<string>(state.extras)) {
    if (value !== initial.extras[key as X]) params.set(`${EXTRA_PREFIX}${key}`, value);
  }
  if (state.layout !== initial.layout) params.set(PARAM.layout, state.layout);
  return params;
};

/**
 * The state a URL describes, fields left out taking the page's defaults; unchecked, for the page's
 * forgiving schema to vet field by field. Undefined when the URL holds no list state at all.
 */
export const listStateFromParams = <X extends string>(params: URLSearchParams, initial: ListControlsState<X>): Record<string, unknown> | undefined => {
  if (![...params.keys()].some(isListParam)) return undefined;
  const filters: FilterSelection = {};
  const extras: Record<string, string> = { ...initial.extras };
  for (const [name, value] of params) {
    if (name.startsWith(FILTER_PREFIX)) (filters[name.slice(FILTER_PREFIX.length)] ??= []).push(value);
    if (name.startsWith(EXTRA_PREFIX)) extras[name.slice(EXTRA_PREFIX.length)] = value;
  }
  const statuses = params.getAll(PARAM.statuses);
  const page = params.get(PARAM.page);
  return {
    search: params.get(PARAM.search) ?? initial.search,
    page: page === null ? initial.page : Number(page),
    sort: params.get(PARAM.sort) ?? initial.sort,
    statuses: statuses.length > 0 ? statuses.filter((status) => status !== NO_STATUS) : initial.statuses,
    filters: Object.keys(filters).length > 0 ? filters : initial.filters,
    extras,
    layout: params.get(PARAM.layout) ?? initial.layout,
  };
};
