import type { ReactNode } from 'react';
import { findSortOption, type ListSortKey, type SortOption } from '@portal/domain/lists/sort-options';
import { PageHeader } from '../page-header';
import { DownloadButton } from './download-button';
import { countActive } from './filter-selection';
import { LayoutToggle } from './layout-toggle';
import { ListFilters } from './list-filters';
import { ListPagination } from './list-pagination';
import { ListResults } from './list-results';
import { ListToolbar } from './list-toolbar';
import { SearchBox } from './search-box';
import { SortMenu } from './sort-menu';
import { StatusSelect } from './status-select';
import type { ListPageModel } from './use-list-page';

interface ListPageProps<X extends string, Row> {
  list: ListPageModel<X, Row>;
  title: string;
  subtitle: string;
  search: { label: string; minLength?: number; maxLength?: number };
  multipleStatuses: boolean;
  /** The page's own selects after Status (Starts / Stops: Date Type and Window). */
  extraSelects?: ReactNode;
  sortOptions: readonly SortOption<ListSortKey>[];
  pageSize: number;
  /** Download sits in the header, before `headerActions`, on every list page (docs/decisions/0125-one-list-toolbar-row.md). */
  download: { allowed: boolean };
  headerActions?: ReactNode;
  table: ReactNode;
  cards: ReactNode;
  /** What the page opens over the list (job postings: the Add New drawer). */
  children?: ReactNode;
}

/** A counted list page: header, controls, applied filters and drawer, the rows as a table or cards, and paging. */
export const ListPage = <X extends string, Row>({ list, download, ...page }: ListPageProps<X, Row>) => {
  const { controls } = list;
  const { state } = controls;
  const downloadButton = <DownloadButton allowed={download.allowed} busy={list.exporter.busy} disabled={list.total === 0} onDownload={list.exporter.download} />;
  return (
    <>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        actions={
          <>
            {downloadButton}
            {page.headerActions}
          </>
        }
      />
      <ListToolbar
        search={<SearchBox {...page.search} value={state.search} onSubmit={controls.setSearch} />}
        selects={
          <>
            <StatusSelect multiple={page.multipleStatuses} options={list.statuses} value={state.statuses} onChange={controls.setStatuses} />
            {page.extraSelects}
          </>
        }
        sort={<SortMenu options={page.sortOptions} value={findSortOption(page.sortOptions, state.sort).id} onChange={controls.setSort} />}
        onMoreFilters={() => list.setDrawerOpen(true)}
        activeFilterCount={countActive(state.filters)}
        layout={<LayoutToggle value={state.layout} onChange={controls.setLayout} />}
      />
      <ListFilters groups={list.drawerGroups} controls={controls} drawerOpen={list.drawerOpen} onCloseDrawer={() => list.setDrawerOpen(false)} />
      <ListResults query={list.query} empty={list.rows.length === 0} layout={list.layout} table={page.table} cards={page.cards} />
      <ListPagination page={state.page} pageSize={page.pageSize} total={list.total} onChange={controls.setPage} />
      {page.children}
    </>
  );
};
