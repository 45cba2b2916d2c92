import type { FastifyInstance } from 'fastify';
import {
  downloadCandidates,
  getCandidateFilterCounts,
  getCandidateFilterOptions,
  getCandidates,
  getCandidateStatus,
} from '@portal/domain/api/candidate-list';
import { getCandidateDeclinedReasons, getCandidateDetails, getCandidateHistory, updateCandidate } from '@portal/domain/api/candidates';
import { CANDIDATE_STATUSES, dealStatusLabel } from '@portal/domain/deals/statuses';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { declineReasons } from '../../db/schema/reference';
import { streamTableExport } from '../../exports/stream-export';
import type { DecisionsPush } from '../../lib/decisions-push';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall } from '../../plugins/register-call';
import { candidateConditions } from './candidate-conditions';
import { loadCandidateDetails } from './candidate-details';
import { candidateHistory } from './candidate-history';
import { CANDIDATE_EXPORT_COLUMNS } from './candidate-export-columns';
import { candidateFilterCounts } from './candidate-filter-counts';
import { candidateExportQuery, candidateListPage } from './candidate-list-page';
import type { CandidateRow } from './candidate-rows';
import { decideCandidate } from './decide-candidate';

/** The candidate list, its drawer, details with history, the decision and the export. */
export const registerCandidateRoutes = (app: FastifyInstance, deps: AppDeps, push: DecisionsPush) => {
  registerCall(app, deps, getCandidates, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => candidateListPage(tx, candidateConditions(body.options, visibility), body, visibility.networkId)),
  );

  for (const call of [getCandidateFilterOptions, getCandidateFilterCounts]) {
    registerCall(app, deps, call, async ({ visibility, body, inTenant }) =>
      inTenant((tx) => candidateFilterCounts(tx, candidateConditions(body.options, visibility), visibility, body.options.jobRequests)),
    );
  }

  registerCall(app, deps, getCandidateStatus, async () =>
    CANDIDATE_STATUSES.map((value) => ({ value, label: dealStatusLabel(value) })),
  );

  registerCall(app, deps, getCandidateDeclinedReasons, async () =>
    deps.db.select({ id: declineReasons.id, name: declineReasons.name }).from(declineReasons).orderBy(asc(declineReasons.sortOrder), asc(declineReasons.id)),
  );

  registerCall(app, deps, getCandidateDetails, async ({ visibility, actor, params, inTenant }) =>
    inTenant((tx) => loadCandidateDetails(tx, visibility, params.id, actor)),
  );

  registerCall(app, deps, getCandidateHistory, async ({ visibility, params, query, inTenant }) =>
    inTenant((tx) => candidateHistory(tx, visibility, params.id, query)),
  );

  registerCall(app, deps, updateCandidate, async ({ ctx, visibility, actor, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    const decided = await inTenant((tx) => decideCandidate(tx, visibility, actor, body, idempotencyKey));
    // Once committed: the candidate leaves My decisions in the user's other sessions.
    push.decisionsChangedFor(ctx.user.id);
    return decided;
  });

  /** Streams the rows the request's filters and sort select, from (pageNumber - 1) * pageSize, at most pageSize of them. */
  registerCall(app, deps, downloadCandidates, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<CandidateRow>(inTenant, log, {
      report: 'CandidateList',
      format: query.format,
      columns: CANDIDATE_EXPORT_COLUMNS,
      query: candidateExportQuery(candidateConditions(body.options, visibility), body, body.pageSize, pageOffset(body), visibility.networkId),
    }),
  );
};
