import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Add from '@mui/icons-material/Add';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import type { JobListItem } from '@portal/domain/api/job-list';
import { JOB_SEARCH_MAX, JOB_SEARCH_MIN, PAGE_SIZE } from '@portal/domain/limits';
import { JOB_SORT_OPTIONS, findSortOption } from '@portal/domain/lists/sort-options';
import { GatedButton } from '@/components/gated-button';
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
import { useExportJobList } from '../api/export-job-list';
import { useJobCandidateCounts } from '../api/get-job-candidate-counts';
import { useJobFilterCounts } from '../api/get-job-filter-counts';
import { useJobList } from '../api/get-job-list';
import { useJobStatuses } from '../api/get-job-statuses';
import { JobDrawer } from '../job-form/job-drawer';
import { JobCards } from './job-cards';
import { jobFields } from './job-fields';
import { JOB_FILTER_GROUPS } from './job-filter-groups';
import { readJobLink } from './job-link-filter';
import { JobTable } from './job-table';
import { requestedStatuses, useJobListControls, useJobListRequest } from './use-job-list-controls';

/** Ours: SPEC.md gives the job postings page a subtitle but not its text (docs/decisions.md). */
export const JOB_LIST_SUBTITLE = 'View and manage your job postings.';

/** What the details route receives from a list row opened without ViewJobDetails (SPEC.md §2). */
export interface JobRowState {
  job: JobListItem;
}

/** The job postings list of /job-posts and, with the unified-job flag, /jobs. */
export const JobListPage = ({ routeId }: { routeId: 'jobPosts' | 'jobs' }) => {
  const { subject, internal, hospitals } = useSession();
  const navigate = useNavigate();
  const controls = useJobListControls();
  const { state } = controls;
  useLinkFilter(controls, readJobLink);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const layout = useEffectiveLayout(state.layout);

  const groups = useMemo(() => visibleFilterGroups(JOB_FILTER_GROUPS, { subject, internal, hospitals }), [subject, internal, hospitals]);
  const request = useJobListRequest(state, groups);
  const page = useJobList(request);
  const counts = useJobFilterCounts(request.options);
  const statuses = useJobStatuses();
  const total = page.data?.jobsCount ?? 0;
  const exporter = useExportJobList(request, total);

  const rows = useMemo(() => page.data?.jobs ?? [], [page.data]);
  const showCandidateCounts = requestedStatuses(state.statuses).includes('Active');
  const jobIds = useMemo(() => rows.map((job) => job.jobId), [rows]);
  const candidateCounts = useJobCandidateCounts(jobIds, showCandidateCounts);
  const fields = jobFields(subject.flags, showCandidateCounts);

  const drawerGroups = countedDrawerGroups(groups, counts.data);
  const mayOpenDetails = can(subject, 'ViewJobDetails');
  const open = (job: JobListItem) =>
    void navigate(`/job-posts/${encodeURIComponent(job.jobOrExternalId)}`, mayOpenDetails ? undefined : { state: { job } satisfies JobRowState });
  const sort = findSortOption(JOB_SORT_OPTIONS, state.sort);
  const view = { rows, fields, candidateCounts: candidateCounts.data, onOpen: open };

  return (
    <>
      <PageHeader
        title={routeById(routeId).label}
        subtitle={JOB_LIST_SUBTITLE}
        actions={
          <>
            <DownloadButton allowed={can(subject, 'ViewExport')} busy={exporter.busy} disabled={total === 0} onDownload={exporter.download} />
            <GatedButton allowed={can(subject, 'CreateRequest')} variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add New
            </GatedButton>
          </>
        }
      />
      <ListToolbar
        search={
          <SearchBox label="Search by Job #" value={state.search} onSubmit={controls.setSearch} minLength={JOB_SEARCH_MIN} maxLength={JOB_SEARCH_MAX} />
        }
        selects={<StatusSelect multiple options={statuses.data ?? []} value={state.statuses} onChange={controls.setStatuses} />}
        sort={<SortMenu options={JOB_SORT_OPTIONS} value={sort.id} onChange={controls.setSort} />}
        onMoreFilters={() => setDrawerOpen(true)}
        activeFilterCount={countActive(state.filters)}
        layout={<LayoutToggle value={state.layout} onChange={controls.setLayout} />}
      />
      <ListFilters groups={drawerGroups} controls={controls} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} />
      <ListResults
        page={page}
        empty={rows.length === 0}
        layout={layout}
        table={<JobTable {...view} />}
        cards={<JobCards {...view} />}
      />
      <ListPagination page={state.page} pageSize={PAGE_SIZE.jobs} total={total} onChange={controls.setPage} />
      {adding && <JobDrawer open onClose={() => setAdding(false)} />}
    </>
  );
};
