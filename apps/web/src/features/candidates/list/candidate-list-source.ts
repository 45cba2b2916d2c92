import type { CandidateListItem, CandidateListRequest } from '@portal/domain/api/candidate-list';
import type { ListPageSource } from '@/components/list/use-list-page';
import { useExportCandidateList } from '../api/export-candidate-list';
import { useCandidateFilterCounts } from '../api/get-candidate-filter-counts';
import { useCandidateList } from '../api/get-candidate-list';
import { useCandidateStatuses } from '../api/get-candidate-statuses';
import { CANDIDATE_FILTER_GROUPS, type CandidateFilterGroup } from './candidate-filter-groups';
import { readCandidateLink } from './candidate-link-filter';
import { CANDIDATE_LIST_DEFAULTS, CANDIDATE_LIST_ID, useCandidateListRequest, type CandidateExtra } from './use-candidate-list-controls';

/** The candidate list's calls and state, for the shared list page. */
export const CANDIDATE_LIST_SOURCE: ListPageSource<CandidateExtra, CandidateFilterGroup['counts'], CandidateFilterGroup, CandidateListRequest, CandidateListItem> = {
  listId: CANDIDATE_LIST_ID,
  defaults: CANDIDATE_LIST_DEFAULTS,
  filterGroups: CANDIDATE_FILTER_GROUPS,
  readLink: readCandidateLink,
  useRequest: useCandidateListRequest,
  useRows: (request) => {
    const query = useCandidateList(request);
    return { query, rows: query.data?.candidates ?? [], total: query.data?.candidatesCount ?? 0 };
  },
  useCounts: (request) => useCandidateFilterCounts(request.options),
  useStatuses: useCandidateStatuses,
  useExport: useExportCandidateList,
};
