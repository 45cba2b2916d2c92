import { useMemo, useState } from 'react';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useSession } from '@/lib/session/session-context';
import { countedDrawerGroups, visibleFilterGroups, type CountedFilterGroup, type FilterCounts } from './counted-filter-groups';
import type { FilterGroup } from './filter-selection';
import type { StatusOption } from './status-select';
import { useEffectiveLayout } from './use-effective-layout';
import { useLinkFilter, type LinkFilterReader } from './use-link-filter';
import { useListControls, type ListControls, type ListControlsDefaults, type ListControlsState, type ListLayout } from './use-list-controls';

/** What ListResults needs of the page's query. */
export interface ListQuery {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/** One page of rows and how many match in all. */
export interface ListRows<Row> {
  query: ListQuery;
  rows: readonly Row[];
  total: number;
}

/**
 * What tells one counted list from another: its stored state's id and defaults, its drawer groups,
 * how a dashboard link reads, and its data calls (hooks, called on every render in this order).
 */
export interface ListPageSource<X extends string, Counts extends string, G extends CountedFilterGroup<string, Counts>, Request, Row> {
  listId: string;
  defaults: ListControlsDefaults<X>;
  filterGroups: readonly G[];
  readLink: LinkFilterReader<X>;
  /** The list call's body for the state (the counts and the export send the same options). */
  useRequest: (state: ListControlsState<X>, groups: readonly G[]) => Request;
  useRows: (request: Request) => ListRows<Row>;
  useCounts: (request: Request) => { data?: FilterCounts<Counts> };
  useStatuses: () => { data?: readonly StatusOption[] };
  useExport: (request: Request, total: number) => { busy: boolean; download: (format: ExportFormat) => void };
}

export interface ListPageModel<X extends string, Row> extends ListRows<Row> {
  controls: ListControls<X>;
  /** Cards on phones whatever is stored (SPEC.md §2). */
  layout: ListLayout;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  drawerGroups: FilterGroup[];
  statuses: readonly StatusOption[];
  exporter: { busy: boolean; download: (format: ExportFormat) => void };
}

/**
 * The wiring every counted list page shares (SPEC.md §4): its controls and their URL, a dashboard
 * link's starting filter, the drawer, the effective layout, the groups this user is offered with
 * their counts, and the page, statuses and export calls for the current state.
 */
export const useListPage = <X extends string, Counts extends string, G extends CountedFilterGroup<string, Counts>, Request, Row>(
  source: ListPageSource<X, Counts, G, Request, Row>,
): ListPageModel<X, Row> => {
  const { subject, internal, hospitals } = useSession();
  const { useRequest, useRows, useCounts, useStatuses, useExport } = source;
  const controls = useListControls(source.listId, source.defaults);
  useLinkFilter(controls, source.readLink);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const layout = useEffectiveLayout(controls.state.layout);

  const { filterGroups } = source;
  const groups = useMemo(() => visibleFilterGroups(filterGroups, { subject, internal, hospitals }), [filterGroups, subject, internal, hospitals]);
  const request = useRequest(controls.state, groups);
  const rows = useRows(request);
  const counts = useCounts(request);
  const statuses = useStatuses();
  const exporter = useExport(request, rows.total);

  return {
    ...rows,
    controls,
    layout,
    drawerOpen,
    setDrawerOpen,
    drawerGroups: countedDrawerGroups(groups, counts.data),
    statuses: statuses.data ?? [],
    exporter,
  };
};
