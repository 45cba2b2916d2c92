import type { JobListItem, JobListRequest } from '@portal/domain/api/job-list';
import type { ListPageSource } from '@/components/list/use-list-page';
import { useExportJobList } from '../api/export-job-list';
import { useJobFilterCounts } from '../api/get-job-filter-counts';
import { useJobList } from '../api/get-job-list';
import { useJobStatuses } from '../api/get-job-statuses';
import { JOB_FILTER_GROUPS, type JobFilterGroup } from './job-filter-groups';
import { readJobLink } from './job-link-filter';
import { JOB_LIST_DEFAULTS, JOB_LIST_ID, useJobListRequest } from './use-job-list-controls';

/** The job postings list's calls and state, for the shared list page. */
export const JOB_LIST_SOURCE: ListPageSource<never, JobFilterGroup['counts'], JobFilterGroup, JobListRequest, JobListItem> = {
  listId: JOB_LIST_ID,
  defaults: JOB_LIST_DEFAULTS,
  filterGroups: JOB_FILTER_GROUPS,
  readLink: readJobLink,
  useRequest: useJobListRequest,
  useRows: (request) => {
    const query = useJobList(request);
    return { query, rows: query.data?.jobs ?? [], total: query.data?.jobsCount ?? 0 };
  },
  useCounts: (request) => useJobFilterCounts(request.options),
  useStatuses: useJobStatuses,
  useExport: useExportJobList,
};
