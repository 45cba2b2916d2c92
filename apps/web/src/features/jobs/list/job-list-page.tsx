import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Add from '@mui/icons-material/Add';
import { can } from '@portal/domain/access/access-rule';
import { jobDetailsPath, routeById } from '@portal/domain/access/routes';
import type { JobListItem } from '@portal/domain/api/job-list';
import { JOB_SEARCH_INPUT_MAX, JOB_SEARCH_MIN, PAGE_SIZE } from '@portal/domain/limits';
import { JOB_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { REPLACE_PARAM } from '@portal/domain/jobs/replacement-rules';
import { GatedButton } from '@/components/gated-button';
import type { RowLink } from '@/components/list/list-columns';
import { ListPage } from '@/components/list/list-page';
import { ListTable } from '@/components/list/list-table';
import { useListPage } from '@/components/list/use-list-page';
import { useToast } from '@/components/toast/use-toast';
import { useSession } from '@/lib/session/session-context';
import { useJobCandidateCounts } from '../api/get-job-candidate-counts';
import { useReplacementDraft } from '../api/get-replacement-draft';
import { JobDrawer } from '../job-form/job-drawer';
import { JobCards } from './job-cards';
import { JOB_HEADING_COLUMNS, JOB_NUMBER_COLUMN, jobColumns } from './job-columns';
import { JOB_LIST_SOURCE } from './job-list-source';
import { JOB_LIST_ID, requestedStatuses } from './use-job-list-controls';

/** Ours: SPEC.md gives the job postings page a subtitle but not its text (docs/decisions/0045-job-list-and-texts.md). */
export const JOB_LIST_SUBTITLE = 'View and manage your job postings.';

/** What the details route receives from a list row opened without ViewJobDetails (SPEC.md §2). */
export interface JobRowState {
  job: JobListItem;
}

/** The job postings list of /job-posts and, with the unified-job flag, /jobs. */
export const JobListPage = ({ routeId }: { routeId: 'jobPosts' | 'jobs' }) => {
  const { subject } = useSession();
  const page = useListPage(JOB_LIST_SOURCE);
  const [adding, setAdding] = useState(false);
  // An assignment's Replace (and the dashboard's gaps) open the list with ?replace=<assignment>: read
  // once on arrival, as the list then writes its own state to the address.
  const [params] = useSearchParams();
  const [replacing, setReplacing] = useState(() => (can(subject, 'CreateRequest') ? params.get(REPLACE_PARAM) : null));
  const draft = useReplacementDraft(replacing);
  const toast = useToast();
  // Not replaceable (any more): the server's reason, e.g. a replacement posted meanwhile; the form stays closed.
  const refusal = draft.isError ? draft.error.message : undefined;
  useEffect(() => {
    if (refusal) toast.error(refusal);
  }, [refusal, toast]);

  const showCandidateCounts = requestedStatuses(page.controls.state.statuses).includes('Active');
  const jobIds = useMemo(() => page.rows.map((job) => job.jobId), [page.rows]);
  const candidateCounts = useJobCandidateCounts(jobIds, showCandidateCounts);
  const columns = jobColumns(subject.flags, showCandidateCounts, candidateCounts.data);
  const mayOpenDetails = can(subject, 'ViewJobDetails');
  const linkOf = (job: JobListItem): RowLink => ({
    to: jobDetailsPath(subject.flags, job.jobOrExternalId),
    state: mayOpenDetails ? undefined : ({ job } satisfies JobRowState),
  });

  return (
    <ListPage
      list={page}
      title={routeById(routeId).label}
      subtitle={JOB_LIST_SUBTITLE}
      search={{ label: 'Search by Job #', minLength: JOB_SEARCH_MIN, maxLength: JOB_SEARCH_INPUT_MAX }}
      multipleStatuses
      sortOptions={JOB_SORT_OPTIONS}
      pageSize={PAGE_SIZE.jobs}
      download={{ allowed: can(subject, 'ViewExport') }}
      headerActions={
        <GatedButton allowed={can(subject, 'CreateRequest')} variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add New
        </GatedButton>
      }
      table={
        <ListTable
          listId={JOB_LIST_ID}
          label="Job postings"
          pinned={JOB_NUMBER_COLUMN}
          columns={[...JOB_HEADING_COLUMNS, ...columns]}
          rows={page.rows}
          rowKey={(job) => job.jobId}
          rowLink={linkOf}
        />
      }
      cards={<JobCards rows={page.rows} columns={columns} linkOf={linkOf} />}
    >
      {adding && <JobDrawer open onClose={() => setAdding(false)} />}
      {replacing && draft.data && <JobDrawer open draft={draft.data} onClose={() => setReplacing(null)} />}
    </ListPage>
  );
};
