import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '@portal/domain/access/access-rule';
import { findSortOption } from '@portal/domain/lists/sort-options';
import { countedDrawerGroups, visibleFilterGroups } from '@/components/list/counted-filter-groups';
import { DownloadButton } from '@/components/list/download-button';
import { countActive } from '@/components/list/filter-selection';
import { LayoutToggle } from '@/components/list/layout-toggle';
import { ListFilters } from '@/components/list/list-filters';
import { ListPagination } from '@/components/list/list-pagination';
import { ListResults } from '@/components/list/list-results';
import { ListToolbar } from '@/components/list/list-toolbar';
import { SearchBox } from '@/components/list/search-box';
import { SortMenu } from '@/components/list/sort-menu';
import { StatusSelect } from '@/components/list/status-select';
import { useEffectiveLayout } from '@/components/list/use-effective-layout';
import { useLinkFilter } from '@/components/list/use-link-filter';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session/session-context';
import { useExportAssignmentList } from './api/export-assignment-list';
import { useAssignmentList } from './api/get-assignment-list';
import { useFilterCounts } from './api/get-filter-counts';
import { useTravelerStatuses } from './api/get-traveler-statuses';
import { AssignmentCards, type RowEmphasis } from './assignment-cards';
import { endingSoon, startsInsideWindow } from './assignment-emphasis';
import { readAssignmentLink } from './assignment-link-filter';
import { AssignmentTable } from './assignment-table';
import { ASSIGNMENT_FILTER_GROUPS } from './filter-groups';
import { ASSIGNMENT_LISTS, type AssignmentListKind } from './list-kinds';
import { StartsStopsSelects } from './starts-stops-selects';
import { useAssignmentControls, useListRequest } from './use-assignment-controls';

/** The Assigned and Starts / Stops pages: one list with its toolkit, told apart by `kind`. */
export const AssignmentListPage = ({ kind }: { kind: AssignmentListKind }) => {
  const list = ASSIGNMENT_LISTS[kind];
  const { subject, internal, hospitals } = useSession();
  const navigate = useNavigate();
  const controls = useAssignmentControls(kind);
  const { state } = controls;
  useLinkFilter(controls, readAssignmentLink);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const layout = useEffectiveLayout(state.layout);

  const showUnitManager = can(subject, 'ViewUnitManager');
  const groups = useMemo(() => visibleFilterGroups(ASSIGNMENT_FILTER_GROUPS, { subject, internal, hospitals }), [subject, internal, hospitals]);
  const request = useListRequest(kind, state, groups);
  const page = useAssignmentList(kind, request);
  const counts = useFilterCounts(kind, request.options);
  const statuses = useTravelerStatuses();
  const total = page.data?.count ?? 0;
  const exporter = useExportAssignmentList(kind, request, total);

  const drawerGroups = countedDrawerGroups(groups, counts.data);
  const windowDays = Number(state.extras.window);
  const emphasis: RowEmphasis = {
    boldStart: (item) => list.hasWindow && startsInsideWindow(item, windowDays),
    orangeEnd: (item) => endingSoon(item),
  };
  const open = can(subject, 'ViewAssignedDetails') ? (item: { dealId: string }) => void navigate(`${list.detailsPath}/${item.dealId}`) : undefined;
  const rows = page.data?.data ?? [];
  const sort = findSortOption(list.sortOptions, state.sort);

  return (
    <>
      <PageHeader title={list.title} subtitle={list.subtitle} />
      <ListToolbar
        search={<SearchBox label="Search by Name" value={state.search} onSubmit={controls.setSearch} />}
        selects={
          <>
            <StatusSelect
              multiple={!list.hasWindow}
              options={statuses.data ?? []}
              value={state.statuses}
              onChange={controls.setStatuses}
            />
            {list.hasWindow && (
              <StartsStopsSelects
                dateType={state.extras.dateType}
                window={state.extras.window}
                onDateType={(value) => controls.setExtra('dateType', value)}
                onWindow={(value) => controls.setExtra('window', value)}
              />
            )}
          </>
        }
        sort={<SortMenu options={list.sortOptions} value={sort.id} onChange={controls.setSort} />}
        onMoreFilters={() => setDrawerOpen(true)}
        activeFilterCount={countActive(state.filters)}
        layout={<LayoutToggle value={state.layout} onChange={controls.setLayout} />}
        download={
          <DownloadButton
            allowed={can(subject, 'ExportAssigned')}
            busy={exporter.busy}
            disabled={total === 0}
            onDownload={exporter.download}
          />
        }
      />
      <ListFilters groups={drawerGroups} controls={controls} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} />
      <ListResults
        page={page}
        empty={rows.length === 0}
        layout={layout}
        table={<AssignmentTable rows={rows} showUnitManager={showUnitManager} emphasis={emphasis} onOpen={open} />}
        cards={<AssignmentCards rows={rows} showUnitManager={showUnitManager} emphasis={emphasis} onOpen={open} />}
      />
      <ListPagination page={state.page} pageSize={list.pageSize} total={total} onChange={controls.setPage} />
    </>
  );
};
