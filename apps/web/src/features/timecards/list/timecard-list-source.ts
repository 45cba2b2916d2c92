import type { TimecardListItem, TimecardListRequest } from '@portal/domain/api/timecards';
import { TIMECARD_STATUSES } from '@portal/domain/timecards/timecard-rules';
import type { LinkFilterReader } from '@/components/list/use-link-filter';
import type { ListPageSource } from '@/components/list/use-list-page';
import { useExportTimecards } from '../api/export-timecards';
import { useTimecardFilterCounts } from '../api/get-timecard-filter-counts';
import { useTimecards } from '../api/get-timecards';
import { TIMECARD_FILTER_GROUPS, TIMECARD_LIST_DEFAULTS, TIMECARD_LIST_ID, useTimecardListRequest, type TimecardExtra, type TimecardFilterGroup } from './use-timecard-controls';

const STATUS_OPTIONS = { data: TIMECARD_STATUSES.map((status) => ({ value: status, label: status })) };

/** No dashboard card links here yet: a link's parameters are left as they are. */
const readNoLink: LinkFilterReader<TimecardExtra> = () => ({});

/** The Timecards list's calls and state, for the shared list page. */
export const TIMECARD_LIST_SOURCE: ListPageSource<TimecardExtra, TimecardFilterGroup['counts'], TimecardFilterGroup, TimecardListRequest, TimecardListItem> = {
  listId: TIMECARD_LIST_ID,
  defaults: TIMECARD_LIST_DEFAULTS,
  filterGroups: TIMECARD_FILTER_GROUPS,
  readLink: readNoLink,
  useRequest: useTimecardListRequest,
  useRows: (request) => {
    const query = useTimecards(request);
    return { query, rows: query.data?.data ?? [], total: query.data?.count ?? 0 };
  },
  useCounts: (request) => useTimecardFilterCounts(request.options),
  // The four statuses are the contract's: no call to ask.
  useStatuses: () => STATUS_OPTIONS,
  useExport: useExportTimecards,
};
