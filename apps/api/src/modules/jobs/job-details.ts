import { sql } from 'drizzle-orm';
import type { JobApprover, JobDetails } from '@portal/domain/api/jobs';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { executeBuiltOnce } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { firstRow } from '../../lib/sql-helpers';
import { notFound } from '../../http-errors';
import { JOB_NOT_FOUND, jobKeyOf } from './find-job';
import { actionsGiven, type DesignatedApprover } from './job-actions';
import { JOB_COLUMNS, JOB_JOINS, toJobListItem, type JobRow } from './job-rows';

/** Most candidates the details page lists, newest first. */
const CANDIDATES_SHOWN = 50;

interface DetailsRow extends JobRow {
  creatorId: string | null;
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

/** How the route names the job: its UUID or its Job # (find-job.ts). */
const KEY_COLUMNS = { id: sql`j.id`, number: sql`j.external_id` };

/**
 * The job as the user may see it (a posting of a visible hospital in the request's network) with
 * everything its page shows, in one statement: each round trip of a details call cost more than its
 * SQL.
 */
const detailsQuery = (by: keyof typeof KEY_COLUMNS) => () => sql`
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
    j.created_by as "creatorId", j.version
  from job_postings j ${JOB_JOINS}
  where ${KEY_COLUMNS[by]} = ${sql.placeholder('jobKey')} and j.network_id = ${sql.placeholder('networkId')}
    and j.hospital_id = any(${sql.placeholder('hospitalIds')})`;

/**
 * Everything the details page shows of the job `jobId` (UUID or Job #) names, with what `actor`
 * may do to it: 404 unless it is a posting of a hospital the user may see, whether or not another
 * network's or hospital's job exists.
 */
export const loadJobDetails = async (tx: Tx, visibility: Visibility, jobId: string, actor: Actor): Promise<JobDetails> => {
  const { by, jobKey } = jobKeyOf(jobId);
  const result = await executeBuiltOnce(tx, `job_details_by_${by}`, detailsQuery(by), {
    jobKey,
    networkId: visibility.networkId,
    hospitalIds: visibility.hospitalIds,
  });
  const row = firstRow<DetailsRow>(result);
  if (!row) throw notFound(JOB_NOT_FOUND);
  const { designatedApprovers, creatorId, ...details } = row;
  // The actions' approver check rides on the details statement.
  const actions = actionsGiven(actor, { postingStatus: details.postingStatus, createdBy: creatorId }, designatedApprovers);
  return { ...toJobListItem(details, actor.access.flags), actions };
};
