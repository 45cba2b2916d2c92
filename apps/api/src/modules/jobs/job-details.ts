import { sql } from 'drizzle-orm';
import type { AccessSubject } from '@portal/domain/access/access-rule';
import type { JobApprover, JobDetails } from '@portal/domain/api/jobs';
import type { Visibility } from '../../context/visibility';
import { executeBuiltOnce } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { firstRow } from '../../lib/sql-helpers';
import { findVisibleJob } from './find-job';
import { actionsGiven, type DesignatedApprover } from './job-actions';
import { JOB_COLUMNS, JOB_JOINS, toJobListItem, type JobRow } from './job-rows';

/** Most candidates the details page lists, newest first. */
const CANDIDATES_SHOWN = 50;

/** Who is looking: what they may do decides the actions (the request context fits). */
export interface JobViewer extends AccessSubject {
  user: { id: string };
}

interface DetailsRow extends JobRow {
  unitId: string;
  jobTitleId: number;
  shiftId: number;
  shiftLength: string;
  shiftLengthId: number;
  reasonRequest: string;
  notes: string | null;
  approvalStages: number;
  approvers: JobApprover[];
  designatedApprovers: DesignatedApprover[];
  candidates: JobDetails['candidates'];
  candidatesCount: number;
  createdBy: string | null;
  closeReason: string | null;
  version: number;
}

const detailsQuery = () => sql`
  select ${JOB_COLUMNS},
    j.unit_id as "unitId", j.title_id as "jobTitleId", j.shift_id as "shiftId",
    (select sl.name from shift_lengths sl where sl.id = j.shift_length_id) as "shiftLength", j.shift_length_id as "shiftLengthId",
    (select r.name from job_reasons r where r.id = j.reason_id) as "reasonRequest",
    j.notes, h.approval_stages as "approvalStages",
    coalesce((
      select json_agg(json_build_object('userId', a.id, 'name', a.first_name || ' ' || a.last_name, 'email', a.email)
                      order by a.first_name, a.last_name, a.id)
      from job_approvers ja join users a on a.id = ja.user_id where ja.job_id = j.id
    ), '[]'::json) as "approvers",
    coalesce((
      select json_agg(json_build_object('userId', ja.user_id, 'isJobApprover', a.is_job_approver))
      from job_approvers ja join users a on a.id = ja.user_id where ja.job_id = j.id
    ), '[]'::json) as "designatedApprovers",
    coalesce((
      select json_agg(json_build_object('dealId', x.id, 'candidateFirstName', x.first_name, 'candidateLastName', x.last_name,
                                        'candidateStatus', x.status, 'candidateStartDate', x.start_date)
                      order by x.submitted_at desc, x.id desc)
      from (
        select d.id, c.first_name, c.last_name, d.status, d.start_date::text as start_date, d.submitted_at
        from deals d join clinicians c on c.id = d.clinician_id
        where d.job_id = j.id and d.stage = 'candidate'
        order by d.submitted_at desc, d.id desc limit ${CANDIDATES_SHOWN}
      ) x
    ), '[]'::json) as "candidates",
    (select count(*)::int from deals d where d.job_id = j.id and d.stage = 'candidate') as "candidatesCount",
    (select cb.first_name || ' ' || cb.last_name from users cb where cb.id = j.created_by) as "createdBy",
    (select cr.name from close_job_reasons cr where cr.id = j.close_reason_id) as "closeReason",
    j.version
  from job_postings j ${JOB_JOINS}
  where j.id = ${sql.placeholder('jobId')}`;

/**
 * Everything the details page shows of the job `jobId` (UUID or Job #) names, with what `viewer`
 * may do to it: 404 unless it is a posting of a hospital the user may see. Reads in the caller's
 * transaction, so a change can answer with what it wrote.
 */
export const loadJobDetails = async (tx: Tx, visibility: Visibility, jobId: string, viewer: JobViewer): Promise<JobDetails> => {
  const job = await findVisibleJob(tx, visibility, jobId);
  const result = await executeBuiltOnce(tx, 'job_details', detailsQuery, { jobId: job.id });
  const row = firstRow<DetailsRow>(result);
  if (!row) throw new Error(`Job ${job.id} vanished after it was found`);
  const { designatedApprovers, ...details } = row;
  // The actions' approver check rides on the details statement: one round trip fewer per call.
  const actions = actionsGiven({ id: viewer.user.id, access: viewer }, job, designatedApprovers);
  return { ...toJobListItem(details, viewer.flags), actions };
};
