import { sql, type SQL } from 'drizzle-orm';
import type { CandidateFilterRequests, CandidateListOptions } from '@portal/domain/api/candidate-list';
import { DECIDABLE_CANDIDATE_STATUSES, DEFAULT_CANDIDATE_STATUSES } from '@portal/domain/candidates/candidate-rules';
import type { Visibility } from '../../context/visibility';
import { nameSearch } from '../../lib/name-search';
import { allOf, oneOf } from '../../lib/sql-helpers';

/** The candidate filter drawer's groups (SPEC.md §7), each narrowing the candidates by one attribute. */
export const CANDIDATE_FILTER_GROUPS = ['hospital', 'unit', 'title', 'shift', 'region', 'job'] as const;
export type CandidateFilterGroup = (typeof CANDIDATE_FILTER_GROUPS)[number];

/** Which candidates a request covers, as SQL conditions over `deals d` (joined with `clinicians c` when `searchesNames`). */
export interface CandidateConditions {
  /** What every row meets whatever the drawer says: tenant, stage, visible hospitals, statuses, search, overdue. */
  base: SQL[];
  /** One condition per drawer group that has a selection. */
  selected: Partial<Record<CandidateFilterGroup, SQL>>;
  searchesNames: boolean;
}

/** The network's review time as an interval: an uncorrelated subquery, which PostgreSQL runs once per statement. */
export const reviewSpan = (networkId: string): SQL =>
  sql`(select make_interval(hours => n.candidate_review_hours::int) from networks n where n.id = ${networkId})`;

/** A candidate still waiting for a decision, whose review clock runs. */
export const awaitsDecision = sql.raw(`d.status in (${DECIDABLE_CANDIDATE_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** Waiting for a decision and past its review-by time. */
export const overdue = (networkId: string): SQL => sql`(${awaitsDecision} and d.submitted_at < now() - ${reviewSpan(networkId)})`;

const GROUP_REQUESTS: Record<CandidateFilterGroup, keyof CandidateFilterRequests> = {
  hospital: 'hospitalRequests',
  unit: 'unitRequests',
  title: 'titleRequests',
  shift: 'shiftRequests',
  region: 'regionRequests',
  job: 'jobRequests',
};

const GROUP_CONDITION: Record<CandidateFilterGroup, (values: readonly string[]) => SQL> = {
  hospital: (ids) => oneOf(sql`d.hospital_id`, ids),
  unit: (ids) => oneOf(sql`d.unit_id`, ids),
  title: (names) => oneOf(sql`d.title`, names),
  shift: (names) => oneOf(sql`d.shift`, names),
  region: (ids) => sql`d.hospital_id in (select id from hospitals where ${oneOf(sql`region_id`, ids)})`,
  job: (ids) => oneOf(sql`d.job_id`, ids),
};

const selections = (requests: CandidateFilterRequests, visibility: Visibility): CandidateConditions['selected'] => {
  const visible = new Set(visibility.hospitalIds);
  const selected: CandidateConditions['selected'] = {};
  for (const group of CANDIDATE_FILTER_GROUPS) {
    const values = requests[GROUP_REQUESTS[group]];
    if (!values || values.length === 0) continue;
    // Hospitals outside those the user may see (another network's among them) match nothing.
    selected[group] = GROUP_CONDITION[group](group === 'hospital' ? values.filter((id) => visible.has(id)) : values);
  }
  return selected;
};

export const candidateConditions = (options: CandidateListOptions, visibility: Visibility): CandidateConditions => {
  const statuses = options.statuses?.length ? options.statuses : DEFAULT_CANDIDATE_STATUSES;
  const search = nameSearch(options.searchName);
  return {
    base: [
      // Explicit as well as enforced by row-level security: it lets the planner use the tenant indexes.
      sql`d.network_id = ${visibility.networkId}`,
      sql`d.stage = 'candidate'`,
      // Left out when it adds nothing: the planner would take it for a narrowing and misjudge the row counts.
      ...(visibility.seesEveryHospital ? [] : [oneOf(sql`d.hospital_id`, visibility.hospitalIds)]),
      oneOf(sql`d.status`, statuses),
      ...(search ? [search] : []),
      ...(options.overdueOnly ? [overdue(visibility.networkId)] : []),
    ],
    selected: selections(options, visibility),
    searchesNames: search !== undefined,
  };
};

/** Every condition together: the rows the list shows. */
export const allConditions = (conditions: CandidateConditions): SQL => allOf([...conditions.base, ...Object.values(conditions.selected)]);

/**
 * The evaluation `e` is a confirmed do-not-return covering the submission `d`: for the whole
 * network, `d`'s hospital or `d`'s unit (docs/decisions/0134-do-not-return-confirmation.md).
 */
export const doNotReturnCovers = sql`(e.do_not_return_status = 'Confirmed' and (e.do_not_return_scope = 'network'
  or (e.do_not_return_scope = 'hospital' and e.hospital_id = d.hospital_id)
  or (e.do_not_return_scope = 'unit' and e.unit_id = d.unit_id)))`;
