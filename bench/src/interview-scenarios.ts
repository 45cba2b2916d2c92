import { CandidateListRequest, getCandidates } from '@portal/domain/api/candidate-list';
import { callPath } from '@portal/domain/api/call';
import { getUpcomingInterviews } from '@portal/domain/api/interviews';
import { actorOf } from '../../apps/api/src/context/actor';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { candidateConditions } from '../../apps/api/src/modules/candidates/candidate-conditions';
import { candidateListPage } from '../../apps/api/src/modules/candidates/candidate-list-page';
import { upcomingInterviews } from '../../apps/api/src/modules/interviews/upcoming-interviews';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** Issue 35's reads, budgeted as the comparable list reads (the candidate list's 50 ms). */
const P95_BUDGET_MS = 50;

/**
 * Home's Interviews for the largest network's admin (interviewer or requester of one in twenty of
 * its open interviews), and the review clock beside them: the candidate list by review-by time,
 * of the candidates whose interview stopped it and of those it still runs for. Each handler is the
 * body of its route's handler over the request as the route's schema parses it.
 */
export const interviewScenarios = (f: Fixtures): Scenario[] => {
  const viewer = adminContext(f);
  const visibility = visibilityOf(viewer, f.networkId);
  const actor = actorOf(viewer, f.networkId);
  const list = (name: string, body: CandidateListRequest): Scenario => {
    const parsed = CandidateListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getCandidates), body),
      handler: () => (tx) => candidateListPage(tx, candidateConditions(parsed.options, visibility), parsed, visibility.networkId),
      p95BudgetMs: P95_BUDGET_MS,
    };
  };
  const byReviewBy = { pageNumber: 1, pageSize: 24, sortBy: 'reviewby', sortOrder: 'asce' } as const;
  return [
    {
      name: "upcoming interviews (Home's Interviews)",
      send: (api) => callApi(api, 'GET', callPath(getUpcomingInterviews)),
      handler: () => (tx) => upcomingInterviews(tx, visibility, actor),
      p95BudgetMs: P95_BUDGET_MS,
    },
    list('candidate list page 1, Interview Requested by review-by time', { ...byReviewBy, options: { statuses: ['Interview Requested'] } }),
    list('candidate list page 1, Ready for Review and Interview Requested by review-by time', {
      ...byReviewBy,
      options: { statuses: ['Ready for Review', 'Interview Requested'] },
    }),
  ];
};
