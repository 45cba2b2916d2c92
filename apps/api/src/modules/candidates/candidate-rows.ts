import { sql, type SQL } from 'drizzle-orm';
import type { CandidateListItem } from '@portal/domain/api/candidate-list';
import type { CandidateStatus } from '@portal/domain/candidates/candidate-rules';
import type { OfferChannel } from '@portal/domain/deals/statuses';
import type { SortOrder } from '@portal/domain/limits';
import type { CandidateSortKey } from '@portal/domain/lists/sort-options';
import { ratingsSummary, type DoNotReturnScope } from '@portal/domain/evaluations/evaluation-rules';
import { awaitsDecision, doNotReturnCovers, reviewSpan } from './candidate-conditions';
import { isoTime } from '../../lib/sql-helpers';

/** One row of the list as the database returns it (times formatted in SQL). */
export interface CandidateRow {
  dealId: string;
  candidateId: string;
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string;
  candidatePhoneNumber: string | null;
  candidateStatus: CandidateStatus;
  candidateOverrideStatus: string | null;
  offerChannel: OfferChannel | null;
  candidateShift: string;
  candidateTitle: string;
  candidateStartDate: string;
  jobId: string | null;
  jobOrExternalId: string | null;
  jobTitle: string;
  hospital: string;
  hospitalId: string;
  city: string;
  state: string;
  unit: string;
  unitType: string;
  jobStartDate: string | null;
  duration: number | null;
  submittedAt: string;
  reviewBy: string | null;
  isOverdue: boolean;
  rehire: RehireRow | null;
}

/** The clinician's evaluation that decides the badge, as the column's JSON holds it. */
interface RehireRow {
  doNotReturn: boolean;
  clinicalSkills: number;
  reliability: number;
  teamwork: number;
  evaluatedOn: string;
  hospital: string;
  unit: string;
  scope: DoNotReturnScope | null;
  reason: string | null;
}

export interface CandidateOrder {
  sortBy: CandidateSortKey;
  sortOrder: SortOrder;
}

/**
 * Columns each sort key orders by; the deal id ends every order so equal keys page stably. The
 * review-by time is the submission plus one interval for the whole network, so it orders as the
 * submission does, through the (network, stage, status, submitted_at, id) index.
 */
const SORT_COLUMNS: Record<CandidateSortKey, SQL[]> = {
  startdate: [sql`d.start_date`],
  firstname: [sql`c.first_name`, sql`c.last_name`],
  lastname: [sql`c.last_name`, sql`c.first_name`],
  reviewby: [sql`d.submitted_at`],
};

export const sortsByClinician = ({ sortBy }: CandidateOrder): boolean => sortBy === 'firstname' || sortBy === 'lastname';

/** The sort key's columns under fixed names, for queries that carry them out of a subquery. */
export const sortKeyColumns = ({ sortBy }: CandidateOrder) =>
  SORT_COLUMNS[sortBy].map((column, i) => ({ column, alias: sql.identifier(`sort_${i}`) }));

/** ORDER BY the sort key's columns (or their aliases), then `id`, all one way. */
export const orderBy = ({ sortBy, sortOrder }: CandidateOrder, columns = SORT_COLUMNS[sortBy], id = sql`d.id`): SQL => {
  const direction = sql.raw(sortOrder === 'desc' ? 'desc' : 'asc');
  return sql.join([...columns.map((column) => sql`${column} ${direction}`), sql`${id} ${direction}`], sql`, `);
};


/**
 * The display columns of `deals d` joined with `clinicians c`, `hospitals h`, `units u` and
 * (left) `job_postings jp`, with the review clock: the review-by time while the candidate awaits
 * a decision, and whether it has passed.
 */
export const candidateColumns = (networkId: string): SQL => sql`
  d.id as "dealId", c.id as "candidateId", c.first_name as "candidateFirstName", c.last_name as "candidateLastName",
  c.email as "candidateEmail", c.phone_number as "candidatePhoneNumber", d.status as "candidateStatus",
  d.override_status as "candidateOverrideStatus", d.offer_channel as "offerChannel", d.shift as "candidateShift", d.title as "candidateTitle",
  d.start_date::text as "candidateStartDate",
  jp.id as "jobId", jp.external_id as "jobOrExternalId",
  coalesce((select t.name from titles t where t.id = jp.title_id), d.title) as "jobTitle",
  h.name as "hospital", h.id as "hospitalId", h.city as "city", h.state as "state",
  u.name as "unit", u.unit_type as "unitType",
  jp.start_date::text as "jobStartDate", jp.duration_weeks as "duration",
  ${isoTime(sql`d.submitted_at`)} as "submittedAt",
  case when ${awaitsDecision} then ${isoTime(sql`d.submitted_at + ${reviewSpan(networkId)}`)} end as "reviewBy",
  (${awaitsDecision} and d.submitted_at + ${reviewSpan(networkId)} < now()) as "isOverdue",
  ${rehireColumn} as "rehire"`;

/**
 * The same clinician's evaluation that decides the badge (issue 34): a confirmed do-not-return
 * covering this submission (the network, its hospital or its unit) first, else the latest Preferred;
 * one probe of the (network, clinician) index per row.
 */
const rehireColumn = sql`(select jsonb_build_object(
    'doNotReturn', ${doNotReturnCovers}, 'clinicalSkills', e.clinical_skills, 'reliability', e.reliability, 'teamwork', e.teamwork,
    'evaluatedOn', e.created_at::date::text, 'hospital', eh.name, 'unit', eu.name, 'scope', e.do_not_return_scope, 'reason', e.do_not_return_reason)
  from clinician_evaluations e join hospitals eh on eh.id = e.hospital_id join units eu on eu.id = e.unit_id
  where e.network_id = d.network_id and e.clinician_id = d.clinician_id and e.deal_id <> d.id
    and (${doNotReturnCovers} or e.rehire = 'Preferred')
  order by ${doNotReturnCovers} desc, e.created_at desc limit 1)`;

export const CANDIDATE_JOINS = sql`
  join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id
  join units u on u.id = d.unit_id left join job_postings jp on jp.id = d.job_id`;

/** Clinicians are joined to find the page only when the search or the order needs them. */
export const filterJoins = (searchesNames: boolean, order?: CandidateOrder): SQL =>
  searchesNames || (order && sortsByClinician(order)) ? sql`join clinicians c on c.id = d.clinician_id` : sql``;

export const toCandidateListItem = (row: CandidateRow): CandidateListItem => ({
  candidateId: row.candidateId,
  dealId: row.dealId,
  candidateFirstName: row.candidateFirstName,
  candidateLastName: row.candidateLastName,
  candidateEmail: row.candidateEmail,
  candidatePhoneNumber: row.candidatePhoneNumber,
  candidateStatus: row.candidateStatus,
  candidateOverrideStatus: row.candidateOverrideStatus,
  offerChannel: row.offerChannel,
  candidateShift: row.candidateShift,
  candidateTitle: row.candidateTitle,
  candidateStartDate: row.candidateStartDate,
  jobEntity: {
    jobId: row.jobId,
    jobOrExternalId: row.jobOrExternalId,
    jobTitle: row.jobTitle,
    hospital: row.hospital,
    hospitalId: row.hospitalId,
    unit: row.unit,
    unitType: row.unitType,
    startDate: row.jobStartDate,
    duration: row.duration,
  },
  submittedAt: row.submittedAt,
  reviewBy: row.reviewBy,
  isOverdue: row.isOverdue,
  rehire: row.rehire
    ? {
        answer: row.rehire.doNotReturn ? 'Do not return' : 'Preferred',
        summary: `${ratingsSummary(row.rehire)}, ${row.rehire.unit} at ${row.rehire.hospital}, ${displayDay(row.rehire.evaluatedOn)}`,
        scope: row.rehire.doNotReturn ? row.rehire.scope : null,
        reason: row.rehire.doNotReturn ? row.rehire.reason : null,
      }
    : null,
});

const displayDay = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
