import pg from 'pg';
import { CandidateFilterRequest, CandidateListRequest, getCandidateFilterCounts, getCandidates } from '@portal/domain/api/candidate-list';
import { getCandidateDetails, updateCandidate, UpdateCandidateRequest } from '@portal/domain/api/candidates';
import { callPath, callUrl } from '@portal/domain/api/call';
import { actorOf } from '../../apps/api/src/context/actor';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { candidateConditions } from '../../apps/api/src/modules/candidates/candidate-conditions';
import { loadCandidateDetails } from '../../apps/api/src/modules/candidates/candidate-details';
import { candidateFilterCounts } from '../../apps/api/src/modules/candidates/candidate-filter-counts';
import { candidateListPage } from '../../apps/api/src/modules/candidates/candidate-list-page';
import { decideCandidate } from '../../apps/api/src/modules/candidates/decide-candidate';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** The candidate issue's budgets at the large seed (issue 12). */
const LIST_P95_BUDGET_MS = 50;
const COUNTS_P95_BUDGET_MS = 100;
const DETAILS_P95_BUDGET_MS = 30;
const DECISION_P95_BUDGET_MS = 50;
/** Candidates the details call rotates through, and the decisions take one each (warm-ups and two loads of at most 550). */
const DETAIL_CANDIDATES = 200;
const DECISION_POOL = 1_500;
/** The raw-SQL runs of the decision (41) take theirs from the end of the pool, in transactions rolled back. */
const SQL_RUNS = 41;

export interface CandidateFixtures {
  /** Ready for Review candidates of the network, for the details call. */
  detailIds: string[];
  /** Ready for Review candidates the decisions take, with the version each must carry. */
  pool: { id: string; version: number }[];
  candidates: number;
}

/** Ready for Review candidates of the largest network, read as the owner role. */
export const loadCandidateFixtures = async (url: string, networkId: string): Promise<CandidateFixtures> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ready = await client.query<{ id: string; version: number }>(
      `select id, version from deals where network_id = $1 and stage = 'candidate' and status = 'Ready for Review' order by id limit $2`,
      [networkId, DETAIL_CANDIDATES + DECISION_POOL],
    );
    const total = await client.query<{ n: number }>(`select count(*)::int as n from deals where network_id = $1 and stage = 'candidate'`, [networkId]);
    if (ready.rows.length < DETAIL_CANDIDATES + DECISION_POOL) throw new Error('The largest network has too few Ready for Review candidates; seed the large data set first.');
    return {
      detailIds: ready.rows.slice(0, DETAIL_CANDIDATES).map((row) => row.id),
      pool: ready.rows.slice(DETAIL_CANDIDATES),
      candidates: total.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
};

/**
 * The decisions of a bench run are real (the API commits them): afterwards the pool's candidates
 * are Ready for Review again, at their new version, so the next run finds the same data set.
 */
export const restoreDecidedCandidates = async (url: string, f: CandidateFixtures): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`update deals set status = 'Ready for Review', decline_reason_id = null where id = any($1::uuid[]) and status <> 'Ready for Review'`, [
      f.pool.map((candidate) => candidate.id),
    ]);
  } finally {
    await client.end();
  }
};

/**
 * The candidates page as it opens (page 1 of 24, Ready for Review, by available start date), the
 * same by review-by time, its drawer counts, details rotating through candidates, and a decision
 * (an offer, each to another candidate). Each handler is the body of its route's handler over the
 * request as the route's schema parses it.
 */
export const candidateScenarios = (f: Fixtures, c: CandidateFixtures): Scenario[] => {
  const viewer = adminContext(f);
  const visibility = visibilityOf(viewer, f.networkId);
  const actor = actorOf(viewer, f.networkId);
  const list = (name: string, body: CandidateListRequest, budgeted = true): Scenario => {
    const parsed = CandidateListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getCandidates), body),
      handler: () => (tx) => candidateListPage(tx, candidateConditions(parsed.options, visibility), parsed, visibility.networkId),
      ...(budgeted ? { p95BudgetMs: LIST_P95_BUDGET_MS } : {}),
    };
  };
  const counts = CandidateFilterRequest.parse({});
  const detailsId = (n: number) => c.detailIds[n % c.detailIds.length]!;
  let decided = 0;
  const offer = (candidate: { id: string; version: number }) => UpdateCandidateRequest.parse({ dealId: candidate.id, decision: 'offer', version: candidate.version });

  return [
    list('candidate list page 1 (Ready for Review)', { pageNumber: 1, pageSize: 24, sortBy: 'startdate', sortOrder: 'asce' }),
    list('candidate list page 1, by review-by time', { pageNumber: 1, pageSize: 24, sortBy: 'reviewby', sortOrder: 'asce' }),
    // Measured, not budgeted: the budget is the page as it opens; a name order joins every matching clinician.
    list('candidate list page 1, by last name', { pageNumber: 1, pageSize: 24, sortBy: 'lastname', sortOrder: 'asce' }, false),
    {
      name: 'candidate filter counts (Ready for Review)',
      send: (api) => callApi(api, 'POST', callPath(getCandidateFilterCounts), {}),
      handler: () => (tx) => candidateFilterCounts(tx, candidateConditions(counts.options, visibility), visibility, counts.options.jobRequests),
      p95BudgetMs: COUNTS_P95_BUDGET_MS,
    },
    {
      name: `candidate details (${c.detailIds.length} candidates in turn)`,
      send: (api, n) => callApi(api, 'GET', callUrl(getCandidateDetails, { id: detailsId(n) })),
      handler: (run) => (tx) => loadCandidateDetails(tx, visibility, detailsId(run), actor),
      p95BudgetMs: DETAILS_P95_BUDGET_MS,
    },
    {
      name: 'candidate decision (an offer, each to another candidate)',
      send: (api) => {
        const candidate = c.pool[decided++ % (c.pool.length - SQL_RUNS)]!;
        return callApi(api, 'PUT', callPath(updateCandidate), { dealId: candidate.id, decision: 'offer', version: candidate.version });
      },
      handler: (run) => (tx) => decideCandidate(tx, visibility, actor, offer(c.pool[c.pool.length - 1 - run]!), undefined),
      writes: true,
      p95BudgetMs: DECISION_P95_BUDGET_MS,
    },
  ];
};
